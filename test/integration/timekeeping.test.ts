import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { driverLookupBody } from '#shared/payroll-api/tools';
import { computePayWeek } from '#shared/payroll/pay-week';
import { api, BLUE_RIDGE, RED_MESA } from '../support/tokens.ts';
import { DEMO_RUN, processedDemoRun } from '../support/demo-run.ts';
import { FIXTURE_STATEMENT, calculate, createRun, importStatement, uploadStatement } from '../support/payroll-flow.ts';

const DISPATCH = RED_MESA.dispatch;
const PAYROLL = RED_MESA.payroll;
/** A week of its own: no other test's pay run or time cards fall in it. */
const WEEK = '2025-11-15';
const MIDNIGHT_DRIVER = '1004503';
/** No trip of his is on the fixture statement. */
const YARD_DRIVER = '1004519';

async function openShiftClosed(as: string): Promise<void> {
  const state = await api('GET', '/me/timeclock', { as });
  if (state.body.open) expect((await api('POST', '/me/timeclock/out', { as, body: { punchKey: randomUUID() } })).status).toBe(200);
}

async function driverBody(driverId: string) {
  const list = await api('GET', '/drivers', { as: PAYROLL });
  const driver = list.body.drivers.find((d: { DriverID: string }) => d.DriverID === driverId);
  const keys = Object.keys(driverLookupBody.shape);
  return Object.fromEntries(Object.entries(driver).filter(([k, v]) => keys.includes(k) && v !== null)) as Record<string, unknown>;
}

describe('the driver timeclock', () => {
  beforeAll(() => openShiftClosed(RED_MESA.driver));

  it('clocks in and out stamped by the server, and refuses a second in or an out with none open', async () => {
    const before = Date.now();
    const clockIn = await api('POST', '/me/timeclock/in', { as: RED_MESA.driver, body: { punchKey: randomUUID(), position: { lat: 33.45, lon: -112.07 } } });
    expect(clockIn.status).toBe(200);
    expect(Date.parse(clockIn.body.in)).toBeGreaterThanOrEqual(before - 1000);
    expect(clockIn.body).toMatchObject({ DriverID: '1004500', out: null, inPosition: { lat: 33.45, lon: -112.07 } });
    expect((await api('POST', '/me/timeclock/in', { as: RED_MESA.driver, body: { punchKey: randomUUID() } })).status).toBe(409);
    const state = await api('GET', '/me/timeclock', { as: RED_MESA.driver });
    expect(state.body).toMatchObject({ timekeepingEnabled: true, open: { punchId: clockIn.body.punchId, in: clockIn.body.in } });
    const out = await api('POST', '/me/timeclock/out', { as: RED_MESA.driver, body: { punchKey: randomUUID() } });
    expect(out.status).toBe(200);
    expect(out.body.punchId).toBe(clockIn.body.punchId);
    expect(out.body.out).not.toBeNull();
    expect((await api('POST', '/me/timeclock/out', { as: RED_MESA.driver, body: { punchKey: randomUUID() } })).status).toBe(409);
    expect((await api('GET', '/me/timeclock', { as: RED_MESA.driver })).body.open).toBeNull();
  });

  it('answers a retried punch with the first one: no duplicate, nothing lost', async () => {
    const inKey = randomUUID();
    const first = await api('POST', '/me/timeclock/in', { as: RED_MESA.driver, body: { punchKey: inKey } });
    const retry = await api('POST', '/me/timeclock/in', { as: RED_MESA.driver, body: { punchKey: inKey } });
    expect([first.status, retry.status]).toEqual([200, 200]);
    expect(retry.body).toEqual(first.body);
    const outKey = randomUUID();
    const out = await api('POST', '/me/timeclock/out', { as: RED_MESA.driver, body: { punchKey: outKey } });
    const outRetry = await api('POST', '/me/timeclock/out', { as: RED_MESA.driver, body: { punchKey: outKey } });
    expect([out.status, outRetry.status]).toEqual([200, 200]);
    expect(outRetry.body).toEqual(out.body);
    expect(out.body.punchId).toBe(first.body.punchId);
  });

  it('refuses a punch without a uuid punchKey, naming the field', async () => {
    const bad = await api('POST', '/me/timeclock/in', { as: RED_MESA.driver, body: { punchKey: 'x' } });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('punchKey');
  });

  it('refuses punches when the company does not keep time', async () => {
    expect((await api('POST', '/me/timeclock/in', { as: BLUE_RIDGE.driver, body: { punchKey: randomUUID() } })).status).toBe(403);
    expect((await api('GET', '/me/timeclock', { as: BLUE_RIDGE.driver })).body).toEqual({ timekeepingEnabled: false, open: null, todayMinutes: 0, weekMinutes: 0 });
  });
});

describe('time cards in the office', () => {
  const shift = { in: '2025-11-10T14:00:00Z', out: '2025-11-10T22:00:00Z' };

  it('refuses an added shift without a reason, and audits an edit with before and after', async () => {
    const noReason = await api('POST', '/timecards/1004505/shifts', { as: DISPATCH, body: shift });
    expect(noReason.status).toBe(400);
    expect(JSON.stringify(noReason.body)).toContain('reason');
    const added = await api('POST', '/timecards/1004505/shifts', { as: DISPATCH, body: { ...shift, reason: 'Forgot to clock' } });
    expect(added.status).toBe(200);
    const path = `/timecards/1004505/shifts/${added.body.punchId}`;
    expect((await api('PATCH', path, { as: DISPATCH, body: { out: '2025-11-10T23:00:00Z', version: 1 } })).status).toBe(400);
    const edited = await api('PATCH', path, { as: DISPATCH, body: { out: '2025-11-10T23:00:00Z', version: 1, reason: 'Left at five' } });
    expect(edited.status).toBe(200);
    expect((await api('PATCH', path, { as: DISPATCH, body: { out: '2025-11-10T23:30:00Z', version: 1, reason: 'stale' } })).status).toBe(409);
    const audit = await api('GET', `/timecards/1004505/audit?weekEnding=${WEEK}`, { as: DISPATCH });
    const edit = audit.body.entries.find((e: { action: string; punchId: string }) => e.action === 'edit' && e.punchId === added.body.punchId);
    expect(edit).toMatchObject({ changedBy: 'Priya Natarajan', reason: 'Left at five', before: { in: '2025-11-10T14:00:00.000Z', out: '2025-11-10T22:00:00.000Z' }, after: { in: '2025-11-10T14:00:00.000Z', out: '2025-11-10T23:00:00.000Z' } });
    const deleted = await api('DELETE', path, { as: DISPATCH, body: { version: 2, reason: 'Duplicate' } });
    expect(deleted.status).toBe(204);
  });

  it('refuses approval while the week has an open shift', async () => {
    const added = await api('POST', '/timecards/1004506/shifts', { as: DISPATCH, body: { in: '2025-11-11T14:00:00Z', reason: 'Clocked on paper' } });
    expect(added.status).toBe(200);
    const week = await api('GET', `/timecards/1004506?weekEnding=${WEEK}`, { as: DISPATCH });
    expect(week.body.open).toHaveLength(1);
    const approve = await api('POST', '/timecards/1004506/approve', { as: DISPATCH, body: { weekEnding: WEEK, version: week.body.approval.version } });
    expect(approve.status).toBe(409);
    await api('DELETE', `/timecards/1004506/shifts/${added.body.punchId}`, { as: DISPATCH, body: { version: 1, reason: 'Not worked' } });
  });

  it("lets a driver read only his own cards and keeps the office's routes from drivers", async () => {
    const own = await api('GET', `/me/timecards?weekEnding=${WEEK}`, { as: RED_MESA.driver });
    expect(own.status).toBe(200);
    expect(own.body.days).toHaveLength(7);
    for (const path of [`/timecards?weekEnding=${WEEK}`, `/timecards/1004503?weekEnding=${WEEK}`, `/timecards/1004503/audit?weekEnding=${WEEK}`]) {
      expect((await api('GET', path, { as: RED_MESA.driver })).status).toBe(403);
    }
    expect((await api('POST', '/timecards/1004503/shifts', { as: RED_MESA.driver, body: { ...shift, reason: 'x' } })).status).toBe(403);
    expect((await api('POST', '/timecards/1004503/approve', { as: RED_MESA.driver, body: { weekEnding: WEEK, version: 0 } })).status).toBe(403);
  });
});

describe('the demo time cards', () => {
  it("has last week's cards approved for the timekeeping drivers and one shift open this week", async () => {
    const state = await api('GET', '/me/timeclock', { as: RED_MESA.driver });
    expect(state.body.timekeepingEnabled).toBe(true);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Phoenix' }).format(new Date());
    const day = new Date(`${today}T00:00:00Z`);
    const thisWeek = new Date(day.getTime() + (6 - day.getUTCDay()) * 86_400_000).toISOString().slice(0, 10);
    const lastWeek = new Date(Date.parse(`${thisWeek}T00:00:00Z`) - 7 * 86_400_000).toISOString().slice(0, 10);
    const last = (await api('GET', `/timecards?weekEnding=${lastWeek}`, { as: DISPATCH })).body;
    const approved = last.drivers.filter((d: { approval: { approved: boolean } }) => d.approval.approved);
    expect(approved.map((d: { DriverID: string }) => d.DriverID)).toEqual(expect.arrayContaining(['1004501', '1004502']));
    for (const d of approved) expect(d.totalMinutes).toBe(d.approval.cards.reduce((s: number, c: { minutes: number }) => s + c.minutes, 0));
    const current = (await api('GET', `/timecards?weekEnding=${thisWeek}`, { as: DISPATCH })).body;
    expect(current.drivers.find((d: { DriverID: string }) => d.DriverID === '1004501').open).toHaveLength(1);
  });
});

describe('the demo pay run', () => {
  it("pays Maria Castillo's approved hours of its week at her hourly rate", async () => {
    expect((await processedDemoRun()).status).toBe('processed');
    const doc = await api('GET', `/payruns/${DEMO_RUN}/paydocs/1004501`, { as: PAYROLL });
    const hourly = (doc.body.compModel as Array<{ label: string; value: number }>).find((e) => e.label === 'Hourly Pay');
    // Monday to Friday 7:00 to 16:00: 5 × 540 = 2700 min × 24.50 / 60 = 1102.50.
    expect(hourly?.value).toBe(1102.5);
  }, 180_000);
});

describe('a shift through midnight in a pay run', () => {
  let restore: Record<string, unknown>;

  beforeAll(async () => {
    // A local cloud kept from an earlier run still holds that run's shift: start the week empty.
    const left = await api('GET', `/timecards/${MIDNIGHT_DRIVER}?weekEnding=${WEEK}`, { as: DISPATCH });
    for (const s of left.body.shifts ?? []) await api('DELETE', `/timecards/${MIDNIGHT_DRIVER}/shifts/${s.punchId}`, { as: DISPATCH, body: { version: s.version, reason: 'Test reset' } });
    restore = await driverBody(MIDNIGHT_DRIVER);
    const set = await api('PUT', `/drivers/${MIDNIGHT_DRIVER}`, {
      as: PAYROLL, body: { ...restore, version: undefined, payHourlyRate: true, hourlyRate: 24.5, payDayRate: true, dayRate: 150, minShiftHours: 5 },
    });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
  });

  afterAll(async () => {
    const { version: _v, ...fields } = restore;
    await api('PUT', `/drivers/${MIDNIGHT_DRIVER}`, { as: PAYROLL, body: fields });
  });

  it('pays the approved minutes split at local midnight by the day and hourly rates', async () => {
    // 8:00 pm to 6:30 am in Red Mesa's zone (Phoenix, MST): 240 minutes on the 12th, 390 on the 13th.
    const added = await api('POST', `/timecards/${MIDNIGHT_DRIVER}/shifts`, { as: DISPATCH, body: { in: '2025-11-13T03:00:00Z', out: '2025-11-13T13:30:00Z', reason: 'Night run on paper log' } });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const week = await api('GET', `/timecards?weekEnding=${WEEK}`, { as: DISPATCH });
    const row = week.body.drivers.find((d: { DriverID: string }) => d.DriverID === MIDNIGHT_DRIVER);
    expect(row).toMatchObject({ days: { '2025-11-12': 240, '2025-11-13': 390 }, totalMinutes: 630, open: [], overlaps: [] });
    const approved = await api('POST', `/timecards/${MIDNIGHT_DRIVER}/approve`, { as: DISPATCH, body: { weekEnding: WEEK, version: row.approval.version } });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(approved.body.cards).toEqual([{ date: '2025-11-12', minutes: 240 }, { date: '2025-11-13', minutes: 390 }]);

    await createRun(PAYROLL, WEEK);
    const imported = await importStatement(PAYROLL, WEEK, await uploadStatement(PAYROLL, FIXTURE_STATEMENT));
    expect(imported.body.status).toBe('completed');
    expect((await calculate(PAYROLL, WEEK)).body.status).toBe('processed');
    const doc = await api('GET', `/payruns/${WEEK}/paydocs/${MIDNIGHT_DRIVER}`, { as: PAYROLL });
    expect(doc.status).toBe(200);
    const entries = doc.body.compModel as Array<{ label: string; value: number; explanation: string }>;
    const day = entries.find((e) => e.label === 'Day Rate Pay')!;
    const hourly = entries.find((e) => e.label === 'Hourly Pay')!;
    // 390 ≥ 5 h × 60 pays one day; 240 does not. 630 min × 24.50 / 60 = 257.25.
    expect(day.value).toBe(150);
    expect(hourly.value).toBe(257.25);
    expect(hourly.explanation).toContain('630');
  }, 240_000);

  it('clears the approval when the week is edited afterwards', async () => {
    const shifts = await api('GET', `/timecards/${MIDNIGHT_DRIVER}?weekEnding=${WEEK}`, { as: DISPATCH });
    expect(shifts.body.approval.approved).toBe(true);
    const [first] = shifts.body.shifts;
    await api('PATCH', `/timecards/${MIDNIGHT_DRIVER}/shifts/${first.punchId}`, { as: DISPATCH, body: { out: '2025-11-13T13:00:00Z', version: first.version, reason: 'Corrected' } });
    const after = await api('GET', `/timecards/${MIDNIGHT_DRIVER}?weekEnding=${WEEK}`, { as: DISPATCH });
    expect(after.body.approval.approved).toBe(false);
    const stale = await api('POST', `/timecards/${MIDNIGHT_DRIVER}/approve`, { as: DISPATCH, body: { weekEnding: WEEK, version: shifts.body.approval.version } });
    expect(stale.status).toBe(409);
  });
});

describe('a driver paid by the hour with no trip on the statement', () => {
  let restore: Record<string, unknown>;

  beforeAll(async () => {
    const left = await api('GET', `/timecards/${YARD_DRIVER}?weekEnding=${WEEK}`, { as: DISPATCH });
    for (const s of left.body.shifts ?? []) await api('DELETE', `/timecards/${YARD_DRIVER}/shifts/${s.punchId}`, { as: DISPATCH, body: { version: s.version, reason: 'Test reset' } });
    restore = await driverBody(YARD_DRIVER);
    const set = await api('PUT', `/drivers/${YARD_DRIVER}`, { as: PAYROLL, body: { ...restore, version: undefined, payHourlyRate: true, hourlyRate: 24.5 } });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
  });

  afterAll(async () => {
    const { version: _v, ...fields } = restore;
    await api('PUT', `/drivers/${YARD_DRIVER}`, { as: PAYROLL, body: fields });
  });

  it('gets a pay document with his approved minutes × rate / 60, counted in the run total', async () => {
    // 7:00 to 15:00 and 8:00 to 12:30 in Red Mesa's zone (Phoenix, MST): 480 + 270 = 750 minutes.
    for (const shift of [{ in: '2025-11-10T14:00:00Z', out: '2025-11-10T22:00:00Z' }, { in: '2025-11-11T15:00:00Z', out: '2025-11-11T19:30:00Z' }]) {
      const added = await api('POST', `/timecards/${YARD_DRIVER}/shifts`, { as: DISPATCH, body: { ...shift, reason: 'Yard shift on paper' } });
      expect(added.status, JSON.stringify(added.body)).toBe(200);
    }
    const week = await api('GET', `/timecards/${YARD_DRIVER}?weekEnding=${WEEK}`, { as: DISPATCH });
    const approved = await api('POST', `/timecards/${YARD_DRIVER}/approve`, { as: DISPATCH, body: { weekEnding: WEEK, version: week.body.approval.version } });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);

    await createRun(PAYROLL, WEEK);
    const run = await api('GET', `/payruns/${WEEK}`, { as: PAYROLL });
    if ((run.body.DriverList ?? []).length === 0) {
      expect((await importStatement(PAYROLL, WEEK, await uploadStatement(PAYROLL, FIXTURE_STATEMENT))).body.status).toBe('completed');
    }
    expect(run.body.DriverList?.some((d: { DriverID: string }) => d.DriverID === YARD_DRIVER) ?? false).toBe(false);
    const calculated = await calculate(PAYROLL, WEEK);
    expect(calculated.body.status).toBe('processed');

    const doc = await api('GET', `/payruns/${WEEK}/paydocs/${YARD_DRIVER}`, { as: PAYROLL });
    expect(doc.status).toBe(200);
    expect(doc.body).toMatchObject({ mileagePayout: 0, TripPayoutRecords: [] });
    const hourly = (doc.body.compModel as Array<{ label: string; value: number; explanation: string }>).find((e) => e.label === 'Hourly Pay')!;
    // 750 min × 24.50 / 60 = 306.25.
    expect(hourly.value).toBe(306.25);
    expect(hourly.explanation).toContain('750');
    const docs = (await api('GET', `/payruns/${WEEK}/paydocs`, { as: PAYROLL })).body.payDocs as Array<{ DriverID: string; totalCompensation: number }>;
    expect(docs.map((d) => d.DriverID)).toContain(YARD_DRIVER);
    const sumCents = docs.reduce((sum, d) => sum + Math.round(d.totalCompensation * 100), 0);
    expect(Math.round(calculated.body.TotalCompensation * 100)).toBe(sumCents);
    expect(calculated.body.TotalCompensation).toBeGreaterThanOrEqual(306.25);
    // The run's what-if scenario carries the approved cards, so the engine recomputes his document.
    const scenario = (await api('GET', `/payruns/${WEEK}/scenario`, { as: PAYROLL })).body;
    const engine = computePayWeek(scenario).payDocs.find((d) => String(d.DriverID) === YARD_DRIVER);
    expect(engine?.totalCompensation).toBe(doc.body.totalCompensation);
  }, 240_000);
});
