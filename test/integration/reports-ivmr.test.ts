import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { todayIn } from '#shared/dates/time-zone';
import { addDays, weekEndingOf } from '#shared/reports/ivmr-week';
import { driverEntity } from '#lambdas/data/entities/driver';
import { ivmrApprovalEntity } from '#lambdas/data/entities/ivmr-approval';
import { tractorDayMileageEntity } from '#lambdas/data/entities/tractor-day-mileage';
import { cloud } from '../support/cloud-context.ts';
import { expectShownAndSaved } from '../support/file-links.ts';
import { api, BLUE_RIDGE, RED_MESA } from '../support/tokens.ts';

const DISPATCH = RED_MESA.dispatch;
/** Red Mesa's today (Phoenix): its weeks, whatever the clock of the machine running the test. */
const today = todayIn('America/Phoenix');
/** The last whole week: its window lies inside the demo's 7 days of positions for most of its days. */
const lastWeek = addDays(weekEndingOf(today), -7);

interface TractorWeek {
  VehicleID: string; status: string; miles: number; ivmrRows: Array<{ miles: number }>; reportId?: string; source: string; drivenBy: string[];
  exceptionCount: number; approvalReason?: string; drivers: string[]; routes: Array<{ date: string; origin: string; destination: string; route: string; trips: number }>;
}

const COMPANY = 'red-mesa-freight';
/** An active tractor the demo feed does not drive, in weeks far before the demo's positions. */
const QUIET = '410213';

async function week(weekEnding: string, as = DISPATCH) {
  const answer = await api('GET', `/ivmr/weeks/${weekEnding}`, { as });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body as { tractors: TractorWeek[]; totalMiles: number };
}

const tenths = (values: number[]) => values.reduce((a, v) => a + Math.round(v * 10), 0) / 10;

describe('IVMR weeks', () => {
  it("shows every active tractor with rows and totals that add up, from the week's positions", async () => {
    const view = await week(lastWeek);
    expect(view.tractors.length).toBeGreaterThan(0);
    for (const t of view.tractors) expect(t.miles).toBe(tenths(t.ivmrRows.map((r) => r.miles)));
    expect(view.totalMiles).toBe(tenths(view.tractors.map((t) => t.miles)));
    // Computed now, or a draft saved from the same positions when another test (the browser's) created the
    // week's records first in the shared cloud; "computed when no record exists" is the exceptions test's.
    expect(view.tractors.some((t) => (t.source === 'computed' || t.status === 'draft') && t.miles > 0)).toBe(true);
    expect(view.tractors.some((t) => t.drivenBy.length > 0)).toBe(true);
  });

  it("shows the demo's approved weeks with their reports and drivers", async () => {
    const view = await week(addDays(lastWeek, -7));
    expect(view.tractors.filter((t) => t.status === 'approved' && t.reportId && t.miles > 0 && t.drivenBy.length === 1).length).toBeGreaterThan(5);
  });

  it('makes a week from the feed with its exceptions: an odometer going back, a run through Mexico, an hour without positions, the days without any', async () => {
    // An active tractor the demo feed does not drive: every position of its week comes from this test.
    const TRACTOR = '410213';
    const weekEnding = addDays(lastWeek, -7);
    const monday = addDays(weekEnding, -5);
    const key = (await api('POST', '/telematics/keys', { as: RED_MESA.owner, body: { label: 'ivmr test' } })).body.key as string;
    let n = 0;
    const at = (time: string, odometer: number, stateProv: string, country = 'US') =>
      ({ eventId: `ivmr-${++n}`, eventType: 'T.2.06.0', tractorID: TRACTOR, posTimeStamp: `${monday}T${time}:00`, odometer, stateProv, country, lat: 31.9, lon: -106.5, speed: 60, ignition: 'on' });
    const events = [at('08:00', 700_000, 'TX'), at('08:30', 700_030, 'TX'), at('08:45', 700_010, 'TX'), at('09:00', 700_050, 'TX'), at('09:30', 700_080, 'CHH', 'MX'), at('10:00', 700_120, 'TX'), at('12:00', 700_200, 'NM')];
    const posted = await fetch(`${cloud().apiUrl}/telematics/events`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-api-key': key }, body: JSON.stringify({ events }) });
    expect(((await posted.json()) as { accepted: number }).accepted).toBe(7);

    const tractor = (await week(weekEnding)).tractors.find((t) => t.VehicleID === TRACTOR) as unknown as Record<string, unknown>;
    expect(tractor).toMatchObject({
      status: 'none', source: 'computed', OdoStart: 700_000, OdoStop: 700_200, miles: 130, states: ['TX'], exceptionCount: 8,
      ivmrRows: [{ date: monday, state: 'TX', odoStart: 700_000, odoStop: 700_050, miles: 50 }, { date: monday, state: 'TX', odoStart: 700_120, odoStop: 700_200, miles: 80 }],
      exceptions: [
        expect.objectContaining({ kind: 'backwards', miles: -20 }), expect.objectContaining({ kind: 'mx', miles: 70 }), expect.objectContaining({ kind: 'gap', miles: 80 }),
        ...[1, 2, 3, 4, 5].map((n) => ({ kind: 'uncovered', date: addDays(monday, n) })),
      ],
    });
    expect((await api('POST', `/ivmr/weeks/${weekEnding}/records`, { as: DISPATCH })).body.created).toContain(TRACTOR);
    const draft = (await week(weekEnding)).tractors.find((t) => t.VehicleID === TRACTOR) as unknown as Record<string, unknown>;
    // A draft computed from positions shows as computed again from them (never stale), with the same figures here.
    expect(draft).toMatchObject({ status: 'draft', source: 'computed', miles: 130, exceptionCount: 8, ivmrRows: tractor.ivmrRows, exceptions: tractor.exceptions });

    // A week with exceptions is approved only with a written reason: refused without one, nothing written.
    const refused = await api('POST', `/ivmr/weeks/${weekEnding}/${TRACTOR}/approve`, { as: DISPATCH, body: { reason: '   ' } });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ message: 'Reason is required when the week has exceptions.', fields: { reason: 'Reason is required when the week has exceptions.' } });
    expect((await api('POST', `/ivmr/weeks/${weekEnding}/${TRACTOR}/approve`, { as: DISPATCH, body: {} })).status).toBe(400);
    const still = (await week(weekEnding)).tractors.find((t) => t.VehicleID === TRACTOR)!;
    expect(still).toMatchObject({ status: 'draft' });
    expect(still.reportId).toBeUndefined();
    const tooLong = await api('POST', `/ivmr/weeks/${weekEnding}/${TRACTOR}/approve`, { as: DISPATCH, body: { reason: 'x'.repeat(501) } });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.fields.reason).toBe('Reason is at most 500 characters.');

    const reason = 'ELD unit unplugged Tuesday to Saturday; miles from the driver\'s trip sheets';
    const approved = await api('POST', `/ivmr/weeks/${weekEnding}/${TRACTOR}/approve`, { as: DISPATCH, body: { reason: ` ${reason} ` } });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect((await week(weekEnding)).tractors.find((t) => t.VehicleID === TRACTOR)).toMatchObject({ status: 'approved', approvalReason: reason, reportId: approved.body.reportId });
    const csvLink = await api('GET', `/ivmr/reports/${approved.body.reportId}/download?format=csv`, { as: DISPATCH });
    const csv = (await (await fetch(csvLink.body.url)).text()).trim().split('\r\n');
    expect(csv[0]).toMatch(/,Exceptions,Reason$/);
    expect(csv.at(-1)!.startsWith(`${TRACTOR},`)).toBe(true);
    expect(csv.at(-1)).toMatch(new RegExp(`,${weekEnding},Total,TX,700000,700200,130,[^,]*,[^,]*,,[^,]*,approved,8,${reason}`));
  });

  it('refuses a Week ending that is not a Saturday in the words of the screen', async () => {
    const answer = await api('GET', `/ivmr/weeks/${addDays(lastWeek, 1)}`, { as: DISPATCH });
    expect(answer.status).toBe(400);
    expect(answer.body.fields).toEqual({ weekEnding: 'Week ending must be a Saturday, as MM/DD/YYYY or YYYY-MM-DD.' });
    const zip = await api('POST', '/ivmr/zips', { as: DISPATCH, body: { from: lastWeek, to: addDays(lastWeek, -1) } });
    expect(zip.body.fields).toEqual({ from: 'From must be on or before To.' });
  });

  it("names each week's drivers and gives each day's origin, destination and route from the pay statement's trips", async () => {
    const view = await week(lastWeek);
    const driven = view.tractors.filter((t) => t.drivenBy.length > 0);
    expect(driven.length).toBeGreaterThan(0);
    for (const t of driven) expect(t.drivers).toEqual(t.drivenBy.map((id) => expect.stringMatching(new RegExp(`^\\S.* \\(${id}\\)$`))));
    const routed = view.tractors.flatMap((t) => t.routes);
    expect(routed.length).toBeGreaterThan(0);
    for (const day of routed) {
      expect(day.route.startsWith(day.origin)).toBe(true);
      expect(day.route.endsWith(day.destination)).toBe(true);
      expect(day.date >= addDays(lastWeek, -5) && day.date <= lastWeek).toBe(true);
    }
  });

  it('shows a draft saved with stale figures computed again from the positions, and approves the figures shown', async () => {
    const weekEnding = addDays(lastWeek, -7 * 30);
    // Saved before the coverage rule: 9,999 miles and no exceptions, though the tractor sent no position that week.
    await ivmrApprovalEntity().put({
      companyId: COMPANY, WeekEnding: weekEnding, VehicleID: QUIET, id: `${weekEnding}_${QUIET}`, Approved: false, creating: false, drivenBy: [],
      ivmrRows: [{ date: addDays(weekEnding, -2), state: 'AZ', odoStart: 1, odoStop: 10_000, miles: 9999 }], exceptions: [], exceptionCount: 0, OdoStart: 1, OdoStop: 10_000,
      updatedAt: '2025-01-01T00:00:00.000Z',
    }).go();
    const shown = (await week(weekEnding)).tractors.find((t) => t.VehicleID === QUIET)!;
    expect(shown).toMatchObject({ status: 'draft', source: 'computed', miles: 0, ivmrRows: [], exceptionCount: 6, OdoStart: null });
    const refused = await api('POST', `/ivmr/weeks/${weekEnding}/${QUIET}/approve`, { as: DISPATCH, body: {} });
    expect(refused.status, 'the recomputed week has six uncovered days, so a reason is needed').toBe(400);
    const approved = await api('POST', `/ivmr/weeks/${weekEnding}/${QUIET}/approve`, { as: DISPATCH, body: { reason: 'Tractor parked all week.' } });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    const { data: record } = await ivmrApprovalEntity().get({ companyId: COMPANY, WeekEnding: weekEnding, VehicleID: QUIET }).go();
    expect(record).toMatchObject({ Approved: true, ivmrRows: [], exceptionCount: 6 });
    expect(record!.OdoStart).toBeUndefined();
    expect((await week(weekEnding)).tractors.find((t) => t.VehicleID === QUIET)).toMatchObject({ status: 'approved', source: 'stored', miles: 0, exceptionCount: 6 });
  });

  it('counts the window days an imported week has no row for as uncovered exceptions, so it is never approved as "no exceptions" without a reason', async () => {
    const weekEnding = addDays(lastWeek, -7 * 31);
    const rows = [addDays(weekEnding, -4), addDays(weekEnding, -3)].map((date, i) => ({ date, state: 'AZ', odoStart: 1000 + i * 100, odoStop: 1100 + i * 100, miles: 100 }));
    await ivmrApprovalEntity().put({
      companyId: COMPANY, WeekEnding: weekEnding, VehicleID: QUIET, id: `${weekEnding}_${QUIET}`, Approved: false, creating: false, drivenBy: [],
      ivmrRows: rows, exceptions: [], exceptionCount: 0, OdoStart: 1000, OdoStop: 1200, importBatchId: 'ivmr-test-import', updatedAt: '2025-01-01T00:00:00.000Z',
    }).go();
    const shown = (await week(weekEnding)).tractors.find((t) => t.VehicleID === QUIET)!;
    expect(shown).toMatchObject({
      status: 'draft', source: 'stored', miles: 200, exceptionCount: 4,
      exceptions: [-5, -2, -1, 0].map((n) => ({ kind: 'uncovered', date: addDays(weekEnding, n) })),
    });
    expect((await api('POST', `/ivmr/weeks/${weekEnding}/${QUIET}/approve`, { as: DISPATCH, body: {} })).status).toBe(400);
    const approved = await api('POST', `/ivmr/weeks/${weekEnding}/${QUIET}/approve`, { as: DISPATCH, body: { reason: 'Imported from the old system; four days missing.' } });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect((await week(weekEnding)).tractors.find((t) => t.VehicleID === QUIET)).toMatchObject({ status: 'approved', miles: 200, exceptionCount: 4 });
  });

  it("shows per tractor a quarter's miles inside the IVMR windows and outside every one, adding up to the daily mileage IFTA counts", async () => {
    // 2024-09-29 is the Sunday before the week ending 10-05, whose Monday is in Q3 and the rest in Q4.
    const VehicleID = 'RECON-1';
    const rows = [['2024-09-28', 'AZ', 100.1], ['2024-09-29', 'AZ', 40.2], ['2024-09-29', 'NM', 0.3], ['2024-09-30', 'NM', 210], ['2024-10-01', 'NM', 77.7]] as const;
    for (const [date, state, miles] of rows) {
      await tractorDayMileageEntity().put({ companyId: COMPANY, VehicleID, date, state, month: date.slice(0, 7), miles, updatedAt: '2024-10-02T00:00:00.000Z' }).go();
    }
    const q3 = await api('GET', '/ivmr/quarter-miles?quarter=2024-Q3', { as: DISPATCH });
    expect(q3.status, JSON.stringify(q3.body)).toBe(200);
    expect(q3.body.tractors.find((t: { VehicleID: string }) => t.VehicleID === VehicleID)).toEqual({
      VehicleID, windowMiles: 310.1, outsideMiles: 40.5, iftaMiles: 350.6, outsideDays: [{ date: '2024-09-29', miles: 40.5 }],
    });
    const stored = (await Promise.all(['2024-07', '2024-08', '2024-09'].map((month) => tractorDayMileageEntity().query.byMonth({ companyId: COMPANY, month }).go({ pages: 'all' })))).flatMap((r) => r.data);
    type Row = { VehicleID: string; windowMiles: number; outsideMiles: number; iftaMiles: number };
    for (const t of q3.body.tractors as Row[]) {
      expect(tenths([t.windowMiles, t.outsideMiles])).toBe(t.iftaMiles);
      expect(t.iftaMiles).toBe(tenths(stored.filter((m) => m.VehicleID === t.VehicleID).map((m) => m.miles ?? 0)));
    }
    expect(q3.body.totals.iftaMiles).toBe(tenths((q3.body.tractors as Row[]).map((t) => t.iftaMiles)));
    const q4 = await api('GET', '/ivmr/quarter-miles?quarter=2024-Q4', { as: DISPATCH });
    expect(q4.body.tractors.find((t: { VehicleID: string }) => t.VehicleID === VehicleID)).toMatchObject({ windowMiles: 77.7, outsideMiles: 0, iftaMiles: 77.7 });

    const bad = await api('GET', '/ivmr/quarter-miles?quarter=2024-Q5', { as: DISPATCH });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual({ quarter: 'Quarter must be written YYYY-Qn, such as 2026-Q3.' });
    expect((await api('GET', '/ivmr/quarter-miles', { as: DISPATCH })).body.fields).toEqual({ quarter: 'Quarter is required.' });
    expect((await api('GET', '/ivmr/quarter-miles?quarter=2024-Q3', { as: RED_MESA.shop })).status).toBe(403);
    expect((await api('GET', '/ivmr/quarter-miles?quarter=2024-Q3', { as: BLUE_RIDGE.owner })).body.tractors.some((t: { VehicleID: string }) => t.VehicleID === VehicleID)).toBe(false);
  });

  it('creates drafts with the creating flag cleared, approves once with a saved report, and refuses a second approval', async () => {
    const created = await api('POST', `/ivmr/weeks/${lastWeek}/records`, { as: DISPATCH });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const again = await api('POST', `/ivmr/weeks/${lastWeek}/records`, { as: DISPATCH });
    expect(again.body.created).toEqual([]);
    const view = await week(lastWeek);
    const draft = view.tractors.find((t) => t.status === 'draft' && t.miles > 0);
    expect(draft, 'a draft with miles').toBeDefined();
    expect(view.tractors.every((t) => t.status !== 'none')).toBe(true);

    const approved = await api('POST', `/ivmr/weeks/${lastWeek}/${draft!.VehicleID}/approve`, { as: DISPATCH, body: { reason: 'Checked against the trip sheets.' } });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(approved.body).toMatchObject({ Approved: true, approvedBy: expect.any(String) });
    const after = (await week(lastWeek)).tractors.find((t) => t.VehicleID === draft!.VehicleID)!;
    expect(after).toMatchObject({ status: 'approved', reportId: approved.body.reportId, drivers: draft!.drivers, routes: draft!.routes });

    // The drivers' names and routes are frozen with the approval: a driver renamed later leaves the approved week as it was.
    const [DriverID] = draft!.drivenBy;
    if (DriverID) {
      const { data: driver } = await driverEntity().get({ companyId: COMPANY, DriverID }).go();
      await driverEntity().patch({ companyId: COMPANY, DriverID }).set({ DisplayName: 'Renamed Later' }).go();
      try {
        expect((await week(lastWeek)).tractors.find((t) => t.VehicleID === draft!.VehicleID)!.drivers).toEqual(draft!.drivers);
      } finally {
        await driverEntity().patch({ companyId: COMPANY, DriverID }).set({ DisplayName: driver!.DisplayName }).go();
      }
    }
    expect((await api('POST', `/ivmr/weeks/${lastWeek}/${draft!.VehicleID}/approve`, { as: DISPATCH, body: { reason: 'Again.' } })).status).toBe(409);
    // Creating the records again never writes over the approval.
    const third = await api('POST', `/ivmr/weeks/${lastWeek}/records`, { as: DISPATCH });
    expect(third.body.approved).toContain(draft!.VehicleID);
    expect((await week(lastWeek)).tractors.find((t) => t.VehicleID === draft!.VehicleID)).toMatchObject({ status: 'approved', reportId: approved.body.reportId });

    for (const format of ['pdf', 'csv', 'xlsx'] as const) {
      const link = await api('GET', `/ivmr/reports/${approved.body.reportId}/download?format=${format}`, { as: DISPATCH });
      expect(link.status, JSON.stringify(link.body)).toBe(200);
      expect(new URL(link.body.url).searchParams.get('X-Amz-Expires')).toBe('900');
      const bytes = Buffer.from(await (await fetch(link.body.url)).arrayBuffer());
      if (format === 'pdf') expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      if (format === 'csv') {
        expect(bytes.toString('utf8')).toContain(`${draft!.VehicleID},`);
        for (const name of draft!.drivers) expect(bytes.toString('utf8')).toContain(name);
        for (const day of draft!.routes) expect(bytes.toString('utf8')).toContain(`,${day.date},`);
      }
      if (format === 'xlsx') expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK');
    }
  });

  it('answers 404 with a clear message when a week has no record to approve', async () => {
    const far = addDays(weekEndingOf(today), -7 * 40);
    const view = await week(far);
    const answer = await api('POST', `/ivmr/weeks/${far}/${view.tractors[0]!.VehicleID}/approve`, { as: DISPATCH, body: {} });
    expect(answer.status).toBe(404);
    expect(answer.body.message).toMatch(/create the week's records first/);
  });

  it('zips one folder per approved tractor-week of the range with its PDF and CSV, and refuses an empty range', async () => {
    const from = addDays(lastWeek, -7 * 6);
    const zipped = await api('POST', '/ivmr/zips', { as: DISPATCH, body: { from, to: lastWeek } });
    expect(zipped.status, JSON.stringify(zipped.body)).toBe(200);
    expect(zipped.body.fileName).toBe(`Red Mesa Freight Lines-IVMR-${from}-to-${lastWeek}.zip`);
    const entries = unzipSync(new Uint8Array(await (await fetch(zipped.body.url)).arrayBuffer()));
    const folders = new Set(Object.keys(entries).map((path) => path.split('/')[0]));
    expect(folders.size).toBe(zipped.body.weeks);
    // The demo's approved weeks (three before last week) and the one approved above.
    expect(zipped.body.weeks).toBeGreaterThan(3);
    for (const folder of folders) {
      const files = Object.keys(entries).filter((p) => p.startsWith(`${folder}/`));
      expect(files.map((f) => f.slice(-4)).sort()).toEqual(['.csv', '.pdf']);
      const pdf = entries[files.find((f) => f.endsWith('.pdf'))!]!;
      expect(Buffer.from(pdf.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    }
    const empty = await api('POST', '/ivmr/zips', { as: DISPATCH, body: { from: '2020-01-01', to: '2020-02-01' } });
    expect(empty.status).toBe(404);
    expect(empty.body.message).toMatch(/No approved IVMR week/);
    const tooLong = await api('POST', '/ivmr/zips', { as: DISPATCH, body: { from: '2026-01-01', to: '2026-06-01' } });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.fields).toHaveProperty('to');
  });

  it('shares the printable IVMR of a tractor-week behind a 15-minute link that shows it and one that saves it', async () => {
    const view = await week(lastWeek);
    const link = await api('POST', `/ivmr/weeks/${lastWeek}/${view.tractors[0]!.VehicleID}/template-link`, { as: DISPATCH });
    expect(link.status, JSON.stringify(link.body)).toBe(200);
    expect(new URL(link.body.url).searchParams.get('X-Amz-Expires')).toBe('900');
    await expectShownAndSaved(link.body);
  });

  it("refuses the shop manager (role 4) and a driver, and answers 404 to another company's week and report", async () => {
    const view = await week(lastWeek);
    const approved = view.tractors.find((t) => t.reportId)!;
    const calls: Array<[string, string, unknown?]> = [
      ['GET', `/ivmr/weeks/${lastWeek}`], ['POST', `/ivmr/weeks/${lastWeek}/records`], ['POST', `/ivmr/weeks/${lastWeek}/${approved.VehicleID}/approve`, {}],
      ['POST', `/ivmr/weeks/${lastWeek}/${approved.VehicleID}/template-link`], ['GET', `/ivmr/reports/${approved.reportId}/download`],
      ['POST', '/ivmr/zips', { from: lastWeek, to: lastWeek }],
    ];
    for (const [method, path, body] of calls) {
      expect((await api(method, path, { as: RED_MESA.shop, body })).status, `${method} ${path} role 4`).toBe(403);
      expect((await api(method, path, { as: RED_MESA.driver, body })).status, `${method} ${path} driver`).toBe(403);
    }
    expect((await api('GET', `/ivmr/reports/${approved.reportId}/download?format=pdf`, { as: BLUE_RIDGE.owner })).status).toBe(404);
    expect((await api('POST', `/ivmr/weeks/${lastWeek}/${approved.VehicleID}/approve`, { as: BLUE_RIDGE.owner, body: { reason: 'x' } })).status).toBe(404);
    const theirs = await week(lastWeek, BLUE_RIDGE.owner);
    expect(theirs.tractors.some((t) => t.reportId === approved.reportId)).toBe(false);
  });
});
