import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { clearJakesRecentPunches as clearRecentPunches, JAKE as JAKE_SIGN_IN, jakesPunch as punch, jakesWeeks as myWeeks } from '../support/punches.ts';
import { api, RED_MESA } from '../support/tokens.ts';

const DRIVER = JAKE_SIGN_IN.email;
const JAKE = JAKE_SIGN_IN.DriverID;
const DISPATCH = RED_MESA.dispatch;
const MIN = 60_000;

const iso = (ms: number) => new Date(ms).toISOString();

/** The week ending (company zone) holding an instant, of the two weeks myWeeks reads. */
async function weekEndingOf(instant: string): Promise<string> {
  const weeks = await myWeeks();
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: weeks[0].timeZone }).format(new Date(instant));
  return weeks.find((w) => w.days.includes(day)).weekEnding;
}

describe('punches stamped when tapped', () => {
  beforeEach(clearRecentPunches);

  it('records a clock-in tapped 91 s before it arrived at the tap time, keeps the arrival beside it, and answers its retry with the first', async () => {
    const tapped = Date.now() - 91_000;
    const key = randomUUID();
    const first = await punch('in', tapped, { punchKey: key });
    expect(first.status).toBe(200);
    expect(Date.parse(first.body.in) - tapped).toBeGreaterThanOrEqual(0);
    expect(Date.parse(first.body.in) - tapped).toBeLessThan(5_000);
    expect(first.body.inStamp).toMatchObject({ source: 'tap', tappedAt: iso(tapped), late: false, flag: null });
    expect(Date.parse(first.body.inStamp.arrivedAt) - Date.parse(first.body.in)).toBeGreaterThanOrEqual(90_000);

    const retry = await punch('in', tapped, { punchKey: key });
    expect(retry.status).toBe(200);
    expect(retry.body).toEqual(first.body);
    const [week] = await myWeeks();
    const inWeek = [...week.shifts].filter((s: { in: string }) => Date.parse(s.in) >= tapped - MIN);
    expect(inWeek.map((s: { punchId: string }) => s.punchId)).toEqual([first.body.punchId]);
    expect((await api('GET', '/me/timeclock', { as: DRIVER })).body.open).toEqual({ punchId: first.body.punchId, in: first.body.in });
  });

  it('takes a clock-in sent two hours late from a phone whose clock runs 37 minutes fast, then its clock-out, and counts the minutes between the taps', async () => {
    const now = Date.now();
    const ahead = 37 * MIN;
    const clockIn = await punch('in', now - 120 * MIN, { phoneAhead: ahead });
    const clockOut = await punch('out', now - 30 * MIN, { phoneAhead: ahead });
    expect([clockIn.status, clockOut.status]).toEqual([200, 200]);
    expect(clockOut.body.punchId).toBe(clockIn.body.punchId);
    expect(Math.abs(Date.parse(clockOut.body.in) - (now - 120 * MIN))).toBeLessThan(5_000);
    expect(Math.abs(Date.parse(clockOut.body.out) - (now - 30 * MIN))).toBeLessThan(5_000);
    expect(clockOut.body.inStamp).toMatchObject({ source: 'tap', late: true, flag: null, tappedAt: iso(now - 120 * MIN + ahead) });
    expect(clockOut.body.outStamp).toMatchObject({ source: 'tap', late: true, flag: null });

    const rows = (await myWeeks()).flatMap((w) => w.shifts).filter((s: { punchId: string }) => s.punchId === clockIn.body.punchId);
    expect(rows.reduce((sum: number, s: { minutes: number }) => sum + s.minutes, 0)).toBe(90);
    const office = (await api('GET', `/timecards?weekEnding=${await weekEndingOf(clockIn.body.in)}`, { as: DISPATCH })).body;
    expect(office.drivers.find((d: { DriverID: string }) => d.DriverID === JAKE).punchMarks.late).toBeGreaterThanOrEqual(1);
  });

  it('stamps at arrival and flags a clock-out whose tap time is before the clock-in, and keeps the correction in the audit', async () => {
    const clockIn = await api('POST', '/me/timeclock/in', { as: DRIVER, body: { punchKey: randomUUID() } });
    expect(clockIn.status).toBe(200);
    expect(clockIn.body.inStamp).toMatchObject({ source: 'arrival', tappedAt: null, late: false, flag: null });
    const before = Date.now();
    const clockOut = await punch('out', Date.parse(clockIn.body.in) - 10 * MIN);
    expect(clockOut.status).toBe(200);
    expect(clockOut.body.outStamp).toMatchObject({ source: 'arrival', flag: 'tap time before previous punch', late: false });
    expect(Date.parse(clockOut.body.out)).toBeGreaterThanOrEqual(before - 1_000);
    expect(clockOut.body.out).toBe(clockOut.body.outStamp.arrivedAt);

    const weekEnding = await weekEndingOf(clockIn.body.in);
    const audit = (await api('GET', `/timecards/${JAKE}/audit?weekEnding=${weekEnding}`, { as: DISPATCH })).body.entries;
    const correction = audit.find((e: { punchId: string; action: string }) => e.punchId === clockIn.body.punchId && e.action === 'stamp');
    expect(correction).toMatchObject({
      changedBy: 'Timeclock', reason: 'Clock out stamped at arrival: tap time before previous punch.',
      before: { in: clockIn.body.in, out: clockOut.body.outStamp.correctedTapAt }, after: { in: clockIn.body.in, out: clockOut.body.out },
    });
    const office = (await api('GET', `/timecards/${JAKE}?weekEnding=${weekEnding}`, { as: DISPATCH })).body;
    expect(office.shifts.find((s: { punchId: string }) => s.punchId === clockIn.body.punchId).outStamp.flag).toBe('tap time before previous punch');
  });

  it('stamps at arrival and flags a clock-in tapped in the future', async () => {
    const clockIn = await punch('in', Date.now() + 10 * MIN);
    expect(clockIn.status).toBe(200);
    expect(clockIn.body.inStamp).toMatchObject({ source: 'arrival', flag: 'tap time in the future' });
    expect(clockIn.body.in).toBe(clockIn.body.inStamp.arrivedAt);
  });

  it('refuses bad tap and sent times with a sentence naming the field, and clocks nothing', async () => {
    const bad = await api('POST', '/me/timeclock/in', { as: DRIVER, body: { punchKey: randomUUID(), tappedAt: 'this morning', sentAt: iso(Date.now()) } });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual({ tappedAt: 'Tap time must be a date and time.' });
    const long = await api('POST', '/me/timeclock/in', { as: DRIVER, body: { punchKey: randomUUID(), tappedAt: iso(Date.now()), sentAt: `${iso(Date.now())}${'0'.repeat(60)}` } });
    expect(long.status).toBe(400);
    expect(long.body.fields).toEqual({ sentAt: 'Sent time must be a date and time.' });
    const alone = await api('POST', '/me/timeclock/in', { as: DRIVER, body: { punchKey: randomUUID(), tappedAt: iso(Date.now()) } });
    expect(alone.status).toBe(400);
    expect(alone.body.fields).toEqual({ sentAt: 'Sent time is required with the tap time.' });
    const other = await api('POST', '/me/timeclock/in', { as: DRIVER, body: { punchKey: randomUUID(), DriverID: '1004503' } });
    expect(other.status).toBe(400);
    expect((await api('GET', '/me/timeclock', { as: DRIVER })).body.open).toBeNull();
  });
});

describe("the driver's own shifts", () => {
  beforeEach(clearRecentPunches);

  it('lists his shifts of the current week in the company zone, with rows that add up to the week total', async () => {
    const now = Date.now();
    await punch('in', now - 50 * MIN);
    await punch('out', now - 20 * MIN);
    const [week] = await myWeeks();
    expect(week.timeZone).toBe('America/Phoenix');
    expect(week.days).toHaveLength(7);
    expect(week.shifts.reduce((sum: number, s: { minutes: number }) => sum + s.minutes, 0)).toBe(week.totalMinutes);
    expect(Object.values(week.byDay as Record<string, number>).reduce((a, b) => a + b, 0)).toBe(week.totalMinutes);
    const refused = await api('GET', '/me/timecards?weekEnding=last-week', { as: DRIVER });
    expect(refused.status).toBe(400);
  });
});
