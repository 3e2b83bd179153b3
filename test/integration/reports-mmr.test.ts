import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { api, BLUE_RIDGE, RED_MESA } from '../support/tokens.ts';
import { expectShownAndSaved } from '../support/file-links.ts';

const SHOP = RED_MESA.shop;
const PAYROLL = RED_MESA.payroll;

function monthsAgo(n: number): string {
  const now = new Date();
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - n, 15));
  return d.toISOString().slice(0, 7);
}

const sumCents = (values: number[]) => values.reduce((s, v) => s + Math.round(v * 100), 0) / 100;

async function fetchBytes(url: string): Promise<Buffer> {
  const answer = await fetch(url);
  expect(answer.status).toBe(200);
  return Buffer.from(await answer.arrayBuffer());
}

describe('monthly maintenance report (MMR)', () => {
  it('shows the demo\'s last two full months built, with odometer and miles from the feed', async () => {
    for (const month of [monthsAgo(1), monthsAgo(2)]) {
      const { status, body } = await api('GET', `/mmr/${month}`, { as: SHOP });
      expect(status).toBe(200);
      expect(body.built, month).toBe(true);
      const withMiles = body.records.filter((r: { miles: number | null; odometerEnd: number | null; odometerStart: number | null }) => typeof r.miles === 'number' && r.miles > 0 && r.odometerEnd! > r.odometerStart!);
      expect(withMiles.length, month).toBeGreaterThan(body.records.length / 2);
    }
  });

  it('builds every active tractor\'s month with its services and costs, lists it with totals that are the sums, and links its PDF', async () => {
    const month = monthsAgo(1);
    const { body: { tractors } } = await api('GET', '/tractors', { as: SHOP });
    const active = tractors.filter((t: { Active?: boolean }) => t.Active !== false).map((t: { VehicleID: string }) => t.VehicleID);
    const unit = active[0] as string;
    const recordId = `it-mmr-${Date.now().toString(36)}`;
    const created = await api('POST', '/maintenance/records', { as: SHOP, body: {
      id: recordId, VehicleID: unit, ServiceDate: `${month}-12`, ServiceStatus: 'Completed', serviceType: 'Brakes', ServiceProvider: 'Rush Truck Center', ServiceNo: 'IT-1',
      costLines: [{ kind: 'parts', description: 'Pads', amount: 0.1 }, { kind: 'labour', description: '1 h', amount: 0.2 }],
    } });
    expect(created.status, JSON.stringify(created.body)).toBe(201);

    const built = await api('POST', `/mmr/${month}/records`, { as: SHOP });
    expect(built.status, JSON.stringify(built.body)).toBe(200);
    const listed = await api('GET', `/mmr/${month}`, { as: SHOP });
    expect(listed.status).toBe(200);
    const view = listed.body;
    expect(view.built).toBe(true);
    const units = view.records.map((r: { VehicleID: string }) => r.VehicleID);
    for (const id of active) expect(units).toContain(id);
    const mine = view.records.find((r: { VehicleID: string }) => r.VehicleID === unit);
    expect(mine.services).toContainEqual(expect.objectContaining({ recordId, date: `${month}-12`, service: 'Brakes', vendor: 'Rush Truck Center', parts: 0.1, labor: 0.2, total: 0.3 }));
    for (const r of view.records) {
      expect(r.totalCost).toBe(sumCents(r.services.map((s: { total: number }) => s.total)));
      expect(r.servicesCount).toBe(r.services.length);
      for (const field of ['odometerStart', 'odometerEnd', 'miles']) expect(r[field] === null || Number.isFinite(r[field])).toBe(true);
      expect(['overdue', 'due', 'due-soon', 'ok', 'unknown']).toContain(r.pmStatus);
    }
    expect(view.totals.totalCost).toBe(sumCents(view.records.map((r: { totalCost: number }) => r.totalCost)));
    expect(view.totals.servicesCount).toBe(view.records.reduce((s: number, r: { servicesCount: number }) => s + r.servicesCount, 0));
    expect(view.records.some((r: { miles: number | null }) => typeof r.miles === 'number' && r.miles > 0)).toBe(true);

    const link = await api('GET', `/mmr/${month}/${unit}/pdf`, { as: SHOP });
    expect(link.status, JSON.stringify(link.body)).toBe(200);
    expect(link.body.fileName).toBe(`${unit}-${month}-MMR.pdf`);
    expect(new URL(link.body.url).searchParams.get('X-Amz-Expires')).toBe('900');
    expect((await fetchBytes(link.body.url)).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  it('renders the batch and zips one PDF per active tractor under the company\'s name', async () => {
    const month = monthsAgo(2);
    expect((await api('POST', `/mmr/${month}/records`, { as: SHOP })).status).toBe(200);
    const { body: view } = await api('GET', `/mmr/${month}`, { as: SHOP });
    const batch = await api('POST', `/mmr/${month}/batch`, { as: SHOP });
    expect(batch.status, JSON.stringify(batch.body)).toBe(200);
    expect(batch.body.pdfCount).toBe(view.records.length);

    const zip = await api('POST', `/mmr/${month}/zip`, { as: SHOP });
    expect(zip.status, JSON.stringify(zip.body)).toBe(200);
    expect(zip.body.fileName).toMatch(new RegExp(`^[A-Za-z0-9_.()-]+-${month}-MMR\\.zip$`));
    const files = unzipSync(new Uint8Array(await fetchBytes(zip.body.url)));
    const names = Object.keys(files).sort();
    expect(names).toEqual(view.records.map((r: { VehicleID: string }) => `${r.VehicleID}-${month}-MMR.pdf`).sort());
    for (const name of names) expect(Buffer.from(files[name]!.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
  });

  it('answers "MMR record not found" for a tractor or month without a record, and an empty month tells to build it', async () => {
    const month = monthsAgo(30);
    const empty = await api('GET', `/mmr/${month}`, { as: SHOP });
    expect(empty.status).toBe(200);
    expect(empty.body).toMatchObject({ built: false, records: [], totals: { tractors: 0, totalCost: 0 } });
    const missing = await api('GET', `/mmr/${month}/NOPE01/pdf`, { as: SHOP });
    expect(missing.status).toBe(404);
    expect(JSON.stringify(missing.body)).toContain('MMR record not found');
    expect((await api('POST', `/mmr/${month}/zip`, { as: SHOP })).status).toBe(404);
  });

  it('refuses a future month, a malformed month, a driver and another company', async () => {
    expect((await api('POST', `/mmr/${monthsAgo(-2)}/records`, { as: SHOP })).status).toBe(400);
    const bad = await api('GET', '/mmr/2026-13', { as: SHOP });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('month');
    const month = monthsAgo(1);
    expect((await api('POST', `/mmr/${month}/records`, { as: SHOP })).status).toBe(200);
    const { body: { records } } = await api('GET', `/mmr/${month}`, { as: SHOP });
    const unit = records[0].VehicleID as string;
    for (const [method, path] of [['GET', `/mmr/${month}`], ['POST', `/mmr/${month}/records`], ['GET', `/mmr/${month}/${unit}/pdf`], ['POST', `/mmr/${month}/batch`], ['POST', `/mmr/${month}/zip`]] as const) {
      expect((await api(method, path, { as: RED_MESA.driver })).status, `${method} ${path}`).toBe(403);
    }
    const theirs = await api('GET', `/mmr/${month}`, { as: BLUE_RIDGE.owner });
    expect(theirs.status).toBe(200);
    expect(JSON.stringify(theirs.body.records)).not.toContain(unit);
    expect((await api('GET', `/mmr/${month}/${unit}/pdf`, { as: BLUE_RIDGE.owner })).status).toBe(404);
  });

  it('prints a driver\'s settlement adjustments for payroll behind a 15-minute link, and refuses the shop and drivers', async () => {
    const DRIVER = '1004500';
    const created = await api('POST', '/settlement-adjustments', { as: PAYROLL, body: { DriverID: DRIVER, kind: 'deduction', label: 'IT escrow', amount: 25, startWeekEnding: '2026-02-07', endWeekEnding: '2026-02-07' } });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const link = await api('POST', `/adjustment-template/${DRIVER}`, { as: PAYROLL });
    expect(link.status, JSON.stringify(link.body)).toBe(200);
    expect(new URL(link.body.url).searchParams.get('X-Amz-Expires')).toBe('900');
    await expectShownAndSaved(link.body);
    expect((await api('POST', `/adjustment-template/${DRIVER}`, { as: SHOP })).status).toBe(403);
    expect((await api('POST', `/adjustment-template/${DRIVER}`, { as: RED_MESA.driver })).status).toBe(403);
    expect((await api('POST', '/adjustment-template/NOBODY9', { as: PAYROLL })).status).toBe(404);
    // A one-off deduction stays due until a run takes it: left here, Jake's next calculated week would pay it back.
    expect((await api('DELETE', `/settlement-adjustments/${created.body.adjustmentId}`, { as: PAYROLL })).status).toBe(200);
  });
});
