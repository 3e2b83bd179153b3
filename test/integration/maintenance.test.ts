import { describe, expect, it } from 'vitest';
import { exportedRecordsCsv } from '../support/maintenance-export.ts';
import { api, BLUE_RIDGE, RED_MESA } from '../support/tokens.ts';

const SHOP = RED_MESA.shop;
// Red Mesa's today: a service after it is refused.
const zoneDay = (at: number) => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Phoenix', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(at));
const today = zoneDay(Date.now());
/** A day before the tractor's latest feed reading, so a service then may show a lower odometer. */
const yesterday = zoneDay(Date.now() - 86_400_000);
let n = 0;
const newId = (label: string) => `it-${label}-${Date.now().toString(36)}-${++n}`;

interface Tractor { VehicleID: string; Vin: string; LatestOdometer: number; Domicile: string }

async function tractors(): Promise<Tractor[]> {
  const answer = await api('GET', '/maintenance/service-status', { as: SHOP });
  expect(answer.status).toBe(200);
  const ids: string[] = answer.body.tractors.map((t: { VehicleID: string }) => t.VehicleID);
  // The search index knows each tractor's VIN; the seed's work orders (WO-) cover every tractor.
  const all = await api('POST', '/maintenance/search', { as: SHOP, body: { searchTerm: 'WO-', limit: 200 } });
  const vins = new Map<string, string>(all.body.results.map((r: { VehicleID: string; Vin: string }) => [r.VehicleID, r.Vin]));
  return answer.body.tractors.filter((t: Tractor) => vins.has(t.VehicleID)).map((t: Tractor) => ({ ...t, Vin: vins.get(t.VehicleID)! })).filter((t: Tractor) => ids.includes(t.VehicleID));
}

async function outboxCount(subjectPart: string): Promise<number> {
  const answer = await api('GET', '/chat/outbox', { as: RED_MESA.owner });
  return answer.body.mail.filter((m: { subject: string }) => m.subject.includes(subjectPart)).length;
}

describe('maintenance records', () => {
  it('saves a record with exact cost totals, the service month and the file name rule, and edits it under a version lock', async () => {
    const [tractor] = await tractors();
    const id = newId('rec');
    const body = {
      id, VehicleID: tractor!.VehicleID, ServiceDate: '2026-03-09', ServiceStatus: 'Completed', status: 'filed', serviceType: 'Brakes', odometer: 150_000,
      ServiceNo: 'A-77', ServiceProvider: "Love's Truck Care!", filename: 'scan 1.PDF',
      costLines: [{ kind: 'parts', description: 'Pads', amount: 0.1 }, { kind: 'parts', description: 'Drums', amount: 0.2 }, { kind: 'labour', description: '1 h', amount: 120.35 }],
    };
    const created = await api('POST', '/maintenance/records', { as: SHOP, body });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({ partsTotal: 0.3, labourTotal: 120.35, total: 120.65, ServiceMonth: '03-2026', ServiceDateString: '03/09/2026', filename: `${tractor!.VehicleID}_LovesTruckCare-A-77.PDF`, Vin: tractor!.Vin, version: 1 });
    expect(created.body.updatedOn).toMatch(/^\d{4}-/);

    const moved = await api('PUT', `/maintenance/records/${id}`, { as: SHOP, body: { ...body, id: undefined, ServiceDate: '2026-03-10', was: { VehicleID: tractor!.VehicleID, ServiceDate: '2026-03-09' }, version: 1 } });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body).toMatchObject({ ServiceDate: '2026-03-10', version: 2 });
    const stale = await api('PUT', `/maintenance/records/${id}`, { as: SHOP, body: { ...body, id: undefined, ServiceDate: '2026-03-10', was: { VehicleID: tractor!.VehicleID, ServiceDate: '2026-03-10' }, version: 1 } });
    expect(stale.status).toBe(409);
    const gone = await api('PUT', `/maintenance/records/${id}`, { as: SHOP, body: { ...body, id: undefined, was: { VehicleID: tractor!.VehicleID, ServiceDate: '2026-03-09' }, version: 2 } });
    expect(gone.status).toBe(404);

    const csv = await exportedRecordsCsv(SHOP, [{ VehicleID: tractor!.VehicleID, ServiceDate: '2026-03-10', id }]);
    expect(csv.split('\r\n')[2]).toContain(',0.30,120.35,120.65');
  });

  it("uploads an invoice to the record under the file name rule and links it in the tractor's history", async () => {
    const [tractor] = await tractors();
    const id = newId('inv');
    const body = { id, VehicleID: tractor!.VehicleID, ServiceDate: '2026-02-02', ServiceNo: '8812', ServiceProvider: 'Rush Truck Center' };
    expect((await api('POST', '/maintenance/records', { as: SHOP, body })).status).toBe(201);
    const pdf = Buffer.from('%PDF-1.4\n% invoice\n');
    const key = { VehicleID: tractor!.VehicleID, ServiceDate: '2026-02-02' };
    expect((await api('POST', `/maintenance/records/${id}/invoice`, { as: SHOP, body: { ...key, fileName: 'inv.exe', fileType: 'application/x-msdownload', fileSize: pdf.length } })).status).toBe(400);
    expect((await api('POST', `/maintenance/records/${id}/invoice`, { as: BLUE_RIDGE.owner, body: { ...key, fileName: 'x.pdf', fileType: 'application/pdf', fileSize: pdf.length } })).status).toBe(404);
    const post = await api('POST', `/maintenance/records/${id}/invoice`, { as: SHOP, body: { ...key, fileName: 'Scan 0001.pdf', fileType: 'application/pdf', fileSize: pdf.length } });
    expect(post.status, JSON.stringify(post.body)).toBe(201);
    expect(post.body.filename).toBe(`${tractor!.VehicleID}_RushTruckCenter-8812.pdf`);
    const form = new FormData();
    for (const [name, value] of Object.entries(post.body.fields as Record<string, string>)) form.append(name, value);
    form.append('file', new Blob([pdf], { type: 'application/pdf' }), 'Scan 0001.pdf');
    expect((await fetch(post.body.url, { method: 'POST', body: form })).status).toBe(204);
    const history = await api('GET', `/tractors/${tractor!.VehicleID}/maintenance`, { as: SHOP });
    let record = history.body.records.find((r: { id: string }) => r.id === id);
    for (let cursor = history.body.nextCursor; !record && cursor;) {
      const page = await api('GET', `/tractors/${tractor!.VehicleID}/maintenance?cursor=${cursor}`, { as: SHOP });
      record = page.body.records.find((r: { id: string }) => r.id === id);
      cursor = page.body.nextCursor;
    }
    expect(record.filename).toBe(post.body.filename);
    expect(Buffer.from(await (await fetch(record.invoiceUrl)).arrayBuffer())).toEqual(pdf);
  });

  it('refuses bad input naming the field, and writes nothing', async () => {
    const [tractor] = await tractors();
    const base = { id: newId('bad'), VehicleID: tractor!.VehicleID, ServiceDate: today };
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ ...base, id: undefined }, 'id'],
      [{ ...base, VehicleID: 'NOPE01' }, 'VehicleID'],
      // MM/DD/YYYY is a date the form takes (as the tables show it); a day that does not exist is not.
      [{ ...base, ServiceDate: '02/30/2026' }, 'ServiceDate'],
      [{ ...base, costLines: [{ kind: 'parts', description: 'x', amount: 1.005 }] }, 'costLines'],
      [{ ...base, ServiceStatus: 'Done' }, 'ServiceStatus'],
      [{ ...base, ServiceNo: 'x'.repeat(61) }, 'ServiceNo'],
      [{ ...base, surprise: 1 }, 'surprise'],
    ];
    for (const [body, field] of cases) {
      const answer = await api('POST', '/maintenance/records', { as: SHOP, body });
      expect(answer.status, field).toBe(400);
      expect(JSON.stringify(answer.body), field).toContain(field);
    }
    const history = await api('GET', `/tractors/${tractor!.VehicleID}/maintenance`, { as: SHOP });
    expect(history.body.records.some((r: { id: string }) => r.id === base.id)).toBe(false);
  });

  it('refuses a service after the company\'s today and an odometer below the tractor\'s reading, naming both fields at once', async () => {
    const tractor = (await tractors()).find((t) => t.LatestOdometer > 1000)!;
    const body = { id: newId('fact'), VehicleID: tractor.VehicleID, ServiceDate: '2030-01-15', odometer: Math.floor(tractor.LatestOdometer) - 1000 };
    const future = await api('POST', '/maintenance/records', { as: SHOP, body });
    expect(future.status).toBe(400);
    expect(future.body.fields.ServiceDate).toBe(`Service date 2030-01-15 is after today (${today}); a service is recorded once it is done.`);
    // The feed's reading has a tenth of a mile.
    expect(future.body.fields.odometer).toMatch(/^Odometer [\d,]+ is below the tractor's reading of [\d,]+(\.\d)? on \d{4}-\d{2}-\d{2}; enter the odometer at the service\.$/);
    const lowToday = await api('POST', '/maintenance/records', { as: SHOP, body: { ...body, ServiceDate: today } });
    expect(lowToday.status).toBe(400);
    expect(Object.keys(lowToday.body.fields)).toEqual(['odometer']);
    const history = await api('GET', `/tractors/${tractor.VehicleID}/maintenance`, { as: SHOP });
    expect(history.body.records.some((r: { id: string }) => r.id === body.id)).toBe(false);
  });

  it('is for the office (roles 1 to 4), never a driver, and only ever the caller company', async () => {
    const [tractor] = await tractors();
    for (const [as, path] of [[RED_MESA.driver, '/maintenance/records?list=completed'], [RED_MESA.driver, '/maintenance/programs'], [RED_MESA.driver, `/tractors/${tractor!.VehicleID}/maintenance`]] as const) {
      expect((await api('GET', path, { as })).status, `${as} ${path}`).toBe(403);
    }
    expect((await api('GET', '/maintenance/records?list=completed', { as: SHOP })).status).toBe(200);
    expect((await api('GET', '/maintenance/records?list=completed', { as: RED_MESA.dispatch })).status).toBe(200);
    expect((await api('POST', '/maintenance/search', { as: RED_MESA.driver, body: { searchTerm: 'WO-' } })).status).toBe(403);
    expect((await api('GET', `/tractors/${tractor!.VehicleID}/maintenance`, { as: BLUE_RIDGE.owner })).status).toBe(404);
    const foreign = await api('POST', '/maintenance/records', { as: BLUE_RIDGE.owner, body: { id: newId('x'), VehicleID: tractor!.VehicleID, ServiceDate: today } });
    expect(foreign.status).toBe(400);
    const search = await api('POST', '/maintenance/search', { as: BLUE_RIDGE.owner, body: { searchTerm: tractor!.VehicleID } });
    expect(search.body.results).toEqual([]);
  });

  it("pages a tractor's history 10 at a time, newest first, with a cursor", async () => {
    const [tractor] = await tractors();
    const seen: Array<{ id: string; ServiceDate: string }> = [];
    let cursor: string | null = null;
    do {
      const page: { status: number; body: { records: Array<{ id: string; ServiceDate: string }>; nextCursor: string | null; reminders: unknown[] } } =
        await api('GET', `/tractors/${tractor!.VehicleID}/maintenance${cursor ? `?cursor=${cursor}` : ''}`, { as: SHOP });
      expect(page.status).toBe(200);
      expect(page.body.records.length).toBeLessThanOrEqual(10);
      seen.push(...page.body.records);
      cursor = page.body.nextCursor;
    } while (cursor);
    expect(new Set(seen.map((r) => r.id)).size).toBe(seen.length);
    expect(seen.map((r) => r.ServiceDate)).toEqual([...seen.map((r) => r.ServiceDate)].sort().reverse());
    expect((await api('GET', `/tractors/${tractor!.VehicleID}/maintenance?cursor=nonsense`, { as: SHOP })).status).toBe(400);
  });
});

describe('maintenance search', () => {
  it('finds nothing for a blank term and matches any case of the searched fields', async () => {
    expect((await api('POST', '/maintenance/search', { as: SHOP, body: { searchTerm: '   ' } })).body).toEqual({ results: [], nextCursor: null, hasMore: false });
    const lower = await api('POST', '/maintenance/search', { as: SHOP, body: { searchTerm: 'speedco', limit: 200 } });
    expect(lower.body.results.length).toBeGreaterThan(0);
    expect(lower.body.results.every((r: { ServiceProvider: string }) => r.ServiceProvider.toLowerCase().includes('speedco'))).toBe(true);
  });

  it('queries more than 10 VINs in batches and merges them, newest first', async () => {
    const fleet = await tractors();
    expect(fleet.length).toBeGreaterThan(10);
    const chosen = fleet.slice(0, 12);
    const answer = await api('POST', '/maintenance/search', { as: SHOP, body: { searchTerm: 'WO-', vinList: chosen.map((t) => t.Vin), limit: 200 } });
    const found = new Set(answer.body.results.map((r: { VehicleID: string }) => r.VehicleID));
    expect([...found].sort()).toEqual(chosen.map((t) => t.VehicleID).filter((id) => found.has(id)).sort());
    // Both batches answered: a tractor of the first ten and one of the last two.
    expect(found.has(chosen[0]!.VehicleID)).toBe(true);
    expect(found.has(chosen[11]!.VehicleID)).toBe(true);
    const dates = answer.body.results.map((r: { ServiceDate: string }) => r.ServiceDate);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('pages with an opaque cursor to exactly the whole result', async () => {
    const whole = (await api('POST', '/maintenance/search', { as: SHOP, body: { searchTerm: 'wo-', limit: 200 } })).body.results.map((r: { id: string }) => r.id);
    const paged: string[] = [];
    let cursor: string | undefined;
    for (;;) {
      const page = await api('POST', '/maintenance/search', { as: SHOP, body: { searchTerm: 'wo-', limit: 7, ...(cursor ? { cursor } : {}) } });
      paged.push(...page.body.results.map((r: { id: string }) => r.id));
      if (!page.body.hasMore) break;
      cursor = page.body.nextCursor;
    }
    expect(paged).toEqual(whole);
    expect((await api('POST', '/maintenance/search', { as: SHOP, body: { searchTerm: 'wo-', cursor: '%%%' } })).status).toBe(400);
  });

  it('finds a record as soon as it is saved', async () => {
    const [tractor] = await tractors();
    const ServiceNo = `ZQ${Date.now().toString(36)}`;
    await api('POST', '/maintenance/records', { as: SHOP, body: { id: newId('find'), VehicleID: tractor!.VehicleID, ServiceDate: today, ServiceNo } });
    const answer = await api('POST', '/maintenance/search', { as: SHOP, body: { searchTerm: ServiceNo.toUpperCase() } });
    expect(answer.body.results.map((r: { ServiceNo: string }) => r.ServiceNo)).toEqual([ServiceNo]);
  });

  it('saves a dozen records of different months at once, each answered 201 and each found by search', async () => {
    const fleet = (await tractors()).slice(0, 12);
    const stamp = Date.now().toString(36).toUpperCase();
    const [y, m] = today.split('-').map(Number) as [number, number];
    // Day 1 of each month back from this one: every save rebuilds its own month and adds it to the one directory.
    const saves = fleet.map((tractor, i) => {
      const month = new Date(Date.UTC(y, m - 1 - i, 1)).toISOString().slice(0, 10);
      return api('POST', '/maintenance/records', { as: SHOP, body: { id: newId(`burst${i}`), VehicleID: tractor.VehicleID, ServiceDate: month, ServiceStatus: 'Completed', ServiceNo: `BURST${stamp}${i}` } });
    });
    const answers = await Promise.all(saves);
    expect(answers.map((a) => a.status), JSON.stringify(answers.find((a) => a.status !== 201)?.body)).toEqual(fleet.map(() => 201));
    const found = await api('POST', '/maintenance/search', { as: SHOP, body: { searchTerm: `BURST${stamp}`, limit: 50 } });
    expect(found.body.results.map((r: { ServiceNo: string }) => r.ServiceNo).sort()).toEqual(fleet.map((_, i) => `BURST${stamp}${i}`).sort());
  });
});

describe('service reminders', () => {
  it('judges the boundaries of a miles program and e-mails the shop once per transition', async () => {
    const fleet = await tractors();
    const tractor = fleet[fleet.length - 1]!;
    const serviceType = `Boundary ${Date.now().toString(36)}`;
    const program = await api('POST', '/maintenance/programs', {
      as: SHOP, body: { name: serviceType, serviceTypes: [serviceType], intervalMiles: 1000, dueWithinMiles: 250, dueSoonWithinMiles: 500, tractorIds: [tractor.VehicleID] },
    });
    expect(program.status, JSON.stringify(program.body)).toBe(201);
    const stateOf = async () => {
      const list = await api('GET', `/tractors/${tractor.VehicleID}/maintenance`, { as: SHOP });
      return list.body.reminders.find((r: { programId: string }) => r.programId === program.body.programId);
    };
    expect((await stateOf()).state).toBe('unknown');
    const alertsBefore = await outboxCount(serviceType);
    const serve = (odometer: number) => api('POST', '/maintenance/records', {
      as: SHOP, body: { id: newId('b'), VehicleID: tractor.VehicleID, ServiceDate: yesterday, ServiceStatus: 'Completed', serviceType, odometer },
    });
    const latest = tractor.LatestOdometer;
    expect((await serve(latest - 1001)).status).toBe(201);
    expect(await stateOf()).toMatchObject({ state: 'overdue', remainingMiles: -1 });
    expect(await outboxCount(serviceType)).toBe(alertsBefore + 1);
    // Recomputing again is no new transition.
    expect((await api('POST', '/maintenance/reminders/recompute', { as: SHOP, body: {} })).status).toBe(200);
    expect(await outboxCount(serviceType)).toBe(alertsBefore + 1);
    await serve(latest - 750);
    expect(await stateOf()).toMatchObject({ state: 'due', remainingMiles: 250 });
    await serve(latest - 749);
    expect(await stateOf()).toMatchObject({ state: 'due-soon', remainingMiles: 251 });
    await serve(latest - 500);
    expect(await stateOf()).toMatchObject({ state: 'due-soon', remainingMiles: 500 });
    await serve(latest - 499);
    expect(await stateOf()).toMatchObject({ state: 'ok', remainingMiles: 501 });
    expect(await outboxCount(serviceType)).toBe(alertsBefore + 1);
    const reminders = await api('GET', `/maintenance/reminders?domiciles=${tractor.Domicile}&state=ok`, { as: SHOP });
    expect(reminders.body.reminders.some((r: { programId: string }) => r.programId === program.body.programId)).toBe(true);
    expect((await api('DELETE', `/maintenance/programs/${program.body.programId}`, { as: SHOP })).status).toBe(204);
    expect(await stateOf()).toBeUndefined();
  });

  it('refuses a program without miles or days, and more than 10 domiciles', async () => {
    const answer = await api('POST', '/maintenance/programs', { as: SHOP, body: { name: 'Nothing' } });
    expect(answer.status).toBe(400);
    expect(JSON.stringify(answer.body)).toContain('intervalMiles');
    const many = Array.from({ length: 11 }, (_, i) => `D${i}`).join(',');
    const refused = await api('GET', `/maintenance/reminders?domiciles=${many}`, { as: SHOP });
    expect(refused.status).toBe(400);
    expect(refused.body.fields.domiciles).toBeDefined();
  });

  it('serves the seeded invoices from the private bucket', async () => {
    const { records } = (await api('GET', '/maintenance/records?list=completed', { as: SHOP })).body as { records: Array<{ invoiceUrl?: string; filename: string }> };
    const withInvoice = records.filter((r) => r.invoiceUrl);
    expect(withInvoice.length).toBeGreaterThan(0);
    expect(withInvoice[0]!.filename).toMatch(/^\d{6}_[A-Za-z0-9]+-WO-\d+\.pdf$/);
    expect(Buffer.from(await (await fetch(withInvoice[0]!.invoiceUrl!)).arrayBuffer()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  it('lists the seeded reminders in every state', async () => {
    const states = new Set((await api('GET', '/maintenance/reminders', { as: SHOP })).body.reminders.map((r: { state: string }) => r.state));
    expect([...states].sort()).toEqual(['due', 'due-soon', 'ok', 'overdue', 'unknown']);
  });
});

describe('PM service report', () => {
  it('stores today on refresh, lists PM reminders by domicile with overdue first, and reopens an earlier day', async () => {
    const refreshed = await api('POST', '/maintenance/pm-reports', { as: SHOP, body: {} });
    expect(refreshed.status).toBe(201);
    const rows: Array<{ Domicile: string; state: string; remainingMiles: number | null }> = refreshed.body.rows;
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => ['overdue', 'due', 'due-soon'].includes(r.state))).toBe(true);
    for (let i = 1; i < rows.length; i++) {
      const [a, b] = [rows[i - 1]!, rows[i]!];
      if (a.Domicile !== b.Domicile) expect(a.Domicile < b.Domicile).toBe(true);
      else if (a.state !== 'overdue') expect(b.state === 'overdue').toBe(false);
    }
    const stored = await api('GET', '/maintenance/pm-reports', { as: SHOP });
    expect(stored.body.days.length).toBeGreaterThan(1);
    const earlier = await api('GET', `/maintenance/pm-reports?date=${stored.body.days[1]}`, { as: SHOP });
    expect(earlier.body.report.date).toBe(stored.body.days[1]);
    expect((await api('GET', '/maintenance/pm-reports?date=2026-13-01', { as: SHOP })).status).toBe(400);
  });
});

describe('service manager on the phone', () => {
  it("shows a driver his domicile's tractors and opens an in-progress record that puts the tractor in the shop", async () => {
    const mine = await api('GET', '/maintenance/service-status', { as: RED_MESA.driver });
    expect(mine.status).toBe(200);
    const domiciles = new Set(mine.body.tractors.map((t: { Domicile: string }) => t.Domicile));
    expect(domiciles.size).toBeGreaterThan(0);
    const all = (await api('GET', '/maintenance/service-status', { as: SHOP })).body.tractors;
    expect(all.length).toBeGreaterThan(mine.body.tractors.length);
    const tractor = mine.body.tractors.find((t: { serviceState: string }) => t.serviceState === 'in-service');
    const request = await api('POST', '/maintenance/service-requests', { as: RED_MESA.driver, body: { VehicleID: tractor.VehicleID, description: 'Air leak at the glad hands' } });
    expect(request.status, JSON.stringify(request.body)).toBe(201);
    expect(request.body.ServiceStatus).toBe('In Progress');
    const after = (await api('GET', '/maintenance/service-status', { as: RED_MESA.driver })).body.tractors.find((t: { VehicleID: string }) => t.VehicleID === tractor.VehicleID);
    expect(after.serviceState).toBe('in-shop');
    // Completing the only open record brings it back into service.
    const done = await api('PUT', `/maintenance/records/${request.body.id}`, {
      as: SHOP, body: { VehicleID: tractor.VehicleID, ServiceDate: request.body.ServiceDate, ServiceStatus: 'Completed', was: { VehicleID: tractor.VehicleID, ServiceDate: request.body.ServiceDate }, version: request.body.version },
    });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    const back = (await api('GET', '/maintenance/service-status', { as: RED_MESA.driver })).body.tractors.find((t: { VehicleID: string }) => t.VehicleID === tractor.VehicleID);
    expect(back.serviceState).toBe('in-service');

    const other = all.find((t: { Domicile: string }) => !domiciles.has(t.Domicile));
    const refused = await api('POST', '/maintenance/service-requests', { as: RED_MESA.driver, body: { VehicleID: other.VehicleID, description: 'x' } });
    expect(refused.status).toBe(400);
    expect(refused.body.fields.VehicleID).toBeDefined();
    expect((await api('POST', '/maintenance/service-requests', { as: RED_MESA.driver, body: { VehicleID: tractor.VehicleID, description: '' } })).status).toBe(400);
  });
});
