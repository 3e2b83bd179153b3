import { describe, expect, it } from 'vitest';
import { addDays, weekOf } from '#shared/schedules/week';
import { api, BLUE_RIDGE, RED_MESA } from '../support/tokens.ts';

const DISPATCH = RED_MESA.dispatch;
const DRIVER = RED_MESA.driver;
const JAKE = '1004500';
const OTHER = '1004501';
// Weeks far from the demo's, so these tests never meet the seeded schedule or each other.
const WEEK = weekOf('2031-03-05');
const NEXT = addDays(WEEK, 7);
const LATER = addDays(WEEK, 28);

const run = (DriverID: string, day: string, extra: Record<string, unknown> = {}) => ({
  DriverID, day, VehicleID: '410201', RunType: 'LINEHAUL', startTime: '06:30', legs: [{ origin: 'PHX', destination: 'ELP' }], notes: 'Yard gate 4', ...extra,
});

async function put(body: unknown, as = DISPATCH) {
  return api('PUT', '/schedules/entries', { as, body });
}

describe('schedules', () => {
  it('builds the week board in one answer: drivers × 7 days, drafts counted, a stale version refused', async () => {
    const first = await put(run(JAKE, WEEK));
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body).toMatchObject({ DriverID: JAKE, week: WEEK, state: 'draft', version: 1 });
    expect((await put(run(OTHER, addDays(WEEK, 1), { RunType: 'SPOT' }))).status).toBe(201);
    expect((await put(run(JAKE, WEEK))).status).toBe(409);
    const changed = await put(run(JAKE, WEEK, { startTime: '07:00', version: 1 }));
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ startTime: '07:00', version: 2 });
    expect((await put(run(JAKE, WEEK, { startTime: '08:00', version: 1 }))).status).toBe(409);

    const board = await api('GET', `/schedules/week?week=${addDays(WEEK, 3)}`, { as: DISPATCH });
    expect(board.status).toBe(200);
    expect(board.body.week).toBe(WEEK);
    expect(board.body.days).toHaveLength(7);
    expect(board.body.drivers.map((d: { DriverID: string }) => d.DriverID)).toContain(JAKE);
    expect(board.body.entries).toHaveLength(2);
    expect(board.body).toMatchObject({ drafts: 2, draftDrivers: 2 });
  });

  it('copies a week as drafts and keeps the target days already entered', async () => {
    expect((await put(run(OTHER, addDays(NEXT, 1), { VehicleID: '410209' }))).status).toBe(201);
    const copied = await api('POST', '/schedules/copy-week', { as: DISPATCH, body: { from: WEEK, to: NEXT } });
    expect(copied.status).toBe(201);
    expect(copied.body).toMatchObject({ copied: 1, skipped: 1 });
    const board = (await api('GET', `/schedules/week?week=${NEXT}`, { as: DISPATCH })).body;
    const byDriver = Object.fromEntries(board.entries.map((e: { DriverID: string; VehicleID: string }) => [e.DriverID, e]));
    expect(byDriver[JAKE]).toMatchObject({ day: NEXT, startTime: '07:00', state: 'draft' });
    expect(byDriver[OTHER]).toMatchObject({ VehicleID: '410209' });
  });

  it('publishes the drafts and tells the driver in his chat; he then sees only his own published days', async () => {
    const hidden = await api('GET', `/me/schedule?from=${WEEK}&to=${addDays(WEEK, 6)}`, { as: DRIVER });
    expect(hidden.status).toBe(200);
    expect(hidden.body.entries).toEqual([]);

    const published = await api('POST', '/schedules/publish', { as: DISPATCH, body: { week: WEEK } });
    expect(published.status).toBe(200);
    expect(published.body).toMatchObject({ week: WEEK, published: 2, drivers: 2 });
    expect(published.body.told).toBeGreaterThanOrEqual(1);

    const rooms = (await api('GET', '/chat/rooms', { as: DRIVER })).body.rooms as Array<{ latestMessage: { text: string } | null }>;
    expect(rooms.some((r) => r.latestMessage?.text.includes('03/03/2031'))).toBe(true);

    const mine = await api('GET', `/me/schedule?from=${WEEK}&to=${addDays(NEXT, 6)}`, { as: DRIVER });
    expect(mine.body.DriverID).toBe(JAKE);
    expect(mine.body.entries.map((e: { DriverID: string; day: string; state: string }) => [e.DriverID, e.day, e.state])).toEqual([[JAKE, WEEK, 'published']]);
  });

  it('opens only the link driver\'s published days through a signed link, and refuses a forged one', async () => {
    const made = await api('POST', '/me/schedule-link', { as: DRIVER, body: {} });
    expect(made.status).toBe(201);
    expect(Date.parse(made.body.expiresAt) - Date.now()).toBeGreaterThan(6.9 * 86_400_000);
    expect(Date.parse(made.body.expiresAt) - Date.now()).toBeLessThan(7.1 * 86_400_000);
    const seen = await api('GET', '/schedule-link/schedule', { headers: { 'x-schedule-link': made.body.token } });
    expect(seen.status).toBe(200);
    expect(seen.body.DriverID).toBe(JAKE);
    expect(seen.body.entries.every((e: { DriverID: string; state: string }) => e.DriverID === JAKE && e.state === 'published')).toBe(true);

    const forged = made.body.token.replace(/.$/, (c: string) => (c === 'A' ? 'B' : 'A'));
    expect((await api('GET', '/schedule-link/schedule', { headers: { 'x-schedule-link': forged } })).status).toBe(401);
    expect((await api('GET', '/schedule-link/schedule', { headers: { 'x-schedule-link': 'fsl.red-mesa-freight.0123456789abcdef.not-a-secret' } })).status).toBe(401);
    expect((await api('GET', '/schedule-link/schedule', { as: DISPATCH })).status).toBe(401);

    expect((await api('POST', '/me/schedule-link', { as: DRIVER, body: { DriverID: OTHER } })).status).toBe(403);
    const forOther = await api('POST', '/me/schedule-link', { as: DISPATCH, body: { DriverID: OTHER, expiresInDays: 30 } });
    expect(forOther.status).toBe(201);
    expect((await api('POST', '/me/schedule-link', { as: DISPATCH, body: { DriverID: OTHER, expiresInDays: 31 } })).body.fields).toHaveProperty('expiresInDays');
  });

  it('refuses the office routes to a driver and another company\'s dispatch sees none of it', async () => {
    expect((await api('GET', `/schedules/week?week=${WEEK}`, { as: DRIVER })).status).toBe(403);
    expect((await put(run(JAKE, LATER), DRIVER)).status).toBe(403);
    expect((await api('POST', '/schedules/publish', { as: DRIVER, body: { week: WEEK } })).status).toBe(403);
    expect((await api('POST', '/schedules/copy-week', { as: DRIVER, body: { from: WEEK, to: LATER } })).status).toBe(403);
    expect((await api('GET', `/schedules/drivers/${OTHER}`, { as: DRIVER })).status).toBe(403);
    expect((await api('GET', '/schedules/sheets', { as: DRIVER })).status).toBe(403);
    expect((await api('DELETE', `/schedules/entries/${JAKE}/${WEEK}?version=1`, { as: DRIVER })).status).toBe(403);
    const other = await api('GET', `/schedules/week?week=${WEEK}`, { as: BLUE_RIDGE.owner });
    expect(other.body.entries).toEqual([]);
    expect((await put(run(JAKE, LATER), BLUE_RIDGE.owner)).status).toBe(404);
  });

  it('answers 400 naming the field of a bad body, writing nothing', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [run(JAKE, '2031-02-30'), 'day'],
      [run(JAKE, LATER, { startTime: '25:00' }), 'startTime'],
      [run(JAKE, LATER, { RunType: 'DEDICATED' }), 'RunType'],
      [run(JAKE, LATER, { legs: Array.from({ length: 11 }, () => ({ origin: 'A', destination: 'B' })) }), 'legs'],
      [run(JAKE, LATER, { notes: 'x'.repeat(501) }), 'notes'],
      [run(JAKE, LATER, { crew: 2 }), 'crew'],
    ];
    for (const [body, field] of cases) {
      const answer = await put(body);
      expect(answer.status, field).toBe(400);
      expect(JSON.stringify(answer.body), field).toContain(field);
    }
    expect((await api('GET', `/schedules/week?week=${LATER}`, { as: DISPATCH })).body.entries).toEqual([]);
    expect((await api('POST', '/schedules/copy-week', { as: DISPATCH, body: { from: WEEK, to: WEEK } })).status).toBe(400);
  });

  it('lists a driver\'s weeks for the office, drafts included, and the day\'s sheets', async () => {
    const weeks = await api('GET', `/schedules/drivers/${JAKE}?from=${WEEK}&to=${addDays(NEXT, 6)}`, { as: DISPATCH });
    expect(weeks.status).toBe(200);
    expect(weeks.body.entries.map((e: { day: string; state: string }) => [e.day, e.state])).toEqual([[WEEK, 'published'], [NEXT, 'draft']]);
    const sheets = await api('GET', `/schedules/sheets?day=${addDays(WEEK, 1)}`, { as: DISPATCH });
    expect(sheets.body.sheets.map((s: { DriverID: string }) => s.DriverID)).toEqual([OTHER]);
    expect((await api('GET', `/schedules/drivers/${JAKE}?from=${WEEK}&to=${addDays(WEEK, 90)}`, { as: DISPATCH })).status).toBe(400);
  });

  it('gives the driver his day: that day\'s published run, nothing from before the previous month', async () => {
    const day = await api('GET', `/me/day?day=${WEEK}`, { as: DRIVER });
    expect(day.status).toBe(200);
    expect(day.body.entries).toHaveLength(1);
    const old = await api('GET', '/me/day?day=2020-01-06', { as: DRIVER });
    expect(old.body).toMatchObject({ entries: [], trips: [] });
  });

  it('removes a day only with the version it read', async () => {
    expect((await api('DELETE', `/schedules/entries/${OTHER}/${addDays(NEXT, 1)}?version=9`, { as: DISPATCH })).status).toBe(409);
    expect((await api('DELETE', `/schedules/entries/${OTHER}/${addDays(NEXT, 1)}?version=1`, { as: DISPATCH })).status).toBe(204);
    expect((await api('DELETE', `/schedules/entries/${OTHER}/${addDays(NEXT, 1)}?version=1`, { as: DISPATCH })).status).toBe(404);
  });
});

describe('the PM report and schedules', () => {
  it('shows a tractor\'s next published departure and marks it leaving soon within 48 hours', async () => {
    const before = await api('POST', '/maintenance/pm-reports', { as: RED_MESA.shop, body: {} });
    expect(before.status).toBe(201);
    // An out-of-service tractor may not be scheduled without a reason: take the first row in service.
    const fleet = (await api('GET', '/fleet/tractors', { as: DISPATCH })).body.tractors as Array<{ VehicleID: string; serviceState: string }>;
    const inService = new Set(fleet.filter((t) => t.serviceState === 'in-service').map((t) => t.VehicleID));
    const tractor = (before.body.rows as Array<{ VehicleID: string }>).find((r) => inService.has(r.VehicleID))?.VehicleID as string;
    expect(tractor).toBeTruthy();
    const today = (await api('GET', '/me/day', { as: DRIVER })).body.day as string;
    const tomorrow = addDays(today, 1);
    // 1004517 is active and has no demo schedule: his day is free (1004519, the demo's terminated driver, is refused).
    const scheduled = await put(run('1004517', tomorrow, { VehicleID: tractor, startTime: '23:59' }));
    expect(scheduled.status, JSON.stringify(scheduled.body)).toBe(201);
    expect((await api('POST', '/schedules/publish', { as: DISPATCH, body: { week: tomorrow } })).status).toBe(200);
    const after = await api('POST', '/maintenance/pm-reports', { as: RED_MESA.shop, body: {} });
    const createdAt = Date.parse(after.body.createdAt);
    for (const row of after.body.rows as Array<{ VehicleID: string; nextDeparture: string | null; leavingSoon: boolean }>) {
      if (!row.nextDeparture) continue;
      const wait = Date.parse(row.nextDeparture) - createdAt;
      expect(wait).toBeGreaterThanOrEqual(0);
      expect(row.leavingSoon).toBe(wait <= 48 * 3_600_000);
    }
    const row = after.body.rows.find((r: { VehicleID: string }) => r.VehicleID === tractor);
    expect(row.nextDeparture).not.toBeNull();
    expect(row.leavingSoon).toBe(true);
  });
});
