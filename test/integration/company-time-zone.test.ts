import { describe, expect, it } from 'vitest';
import { todayIn } from '#shared/dates/time-zone';
import { addDays, weekOf } from '#shared/schedules/week';
import { companyEntity } from '#lambdas/data/entities/company';
import { claimsOf, refreshedTokens } from '../support/cognito-calls.ts';
import { freshCompany, signedUpUser } from '../support/fresh-company.ts';
import { api, BLUE_RIDGE, RED_MESA } from '../support/tokens.ts';

const PHOENIX = 'America/Phoenix';

const companyBody = (email: string) => ({
  companyName: `Saguaro Haulers ${Date.now().toString(36)}`,
  companyEmail: email,
  address: { street: '4802 W Buckeye Rd', city: 'Phoenix', state: 'AZ', zip: '85043' },
});

/** "2026-03-10 05:00": the wall clock of an instant in a zone, as the schedule writes a day and start. */
function wallClock(iso: string, timeZone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
      .formatToParts(new Date(iso)).map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}

describe('a company chooses its time zone when it is created', () => {
  it('refuses a company without a zone, naming Time zone, and makes no company', async () => {
    const user = await signedUpUser('nozone');
    const answer = await api('POST', '/companies', { token: user.tokens.IdToken, body: companyBody(user.email) });
    expect(answer.status).toBe(400);
    expect(answer.body.fields).toEqual({ timeZone: 'Time zone is required.' });
    const { IdToken } = await refreshedTokens(user.tokens.RefreshToken);
    expect(claimsOf(IdToken)['custom:companyId']).toBeUndefined();
  });

  it('keeps the zone it was created with: the profile shows it as chosen and the day is counted in it', async () => {
    const fresh = await freshCompany('phxzone', { timeZone: PHOENIX });
    const token = { token: fresh.owner.idToken };
    const { profile } = (await api('GET', '/company/setup', token)).body;
    expect(profile).toMatchObject({ timeZone: PHOENIX, timeZoneChosen: true, timeZoneSource: 'chosen' });
    expect((await api('GET', '/me', token)).body.company.timeZone).toBe(PHOENIX);
    expect((await api('GET', '/schedules/sheets', token)).body.day).toBe(todayIn(PHOENIX));
  });

  it("counts a company that never chose a zone in its first domicile's, never silently Chicago, and says where it comes from", async () => {
    // Its office is in Texas (Chicago's zone); its only domicile is in Arizona.
    const fresh = await freshCompany('oldzone', { timeZone: 'America/New_York' });
    const token = { token: fresh.owner.idToken };
    await companyEntity().patch({ companyId: fresh.companyId }).remove(['timeZone']).go();
    expect((await api('PUT', '/domiciles/PHX', { ...token, body: { name: 'Phoenix, AZ', city: 'Phoenix', state: 'AZ' } })).status).toBe(200);
    const { profile } = (await api('GET', '/company/setup', token)).body;
    expect(profile).toMatchObject({ timeZone: PHOENIX, timeZoneChosen: false, timeZoneSource: 'domicile' });
  });
});

describe('the demo companies and one zone for every screen', () => {
  it('gives Red Mesa America/Phoenix and Blue Ridge America/New_York, as chosen zones', async () => {
    expect((await api('GET', '/company/setup', { as: RED_MESA.owner })).body.profile).toMatchObject({ timeZone: PHOENIX, timeZoneSource: 'chosen' });
    expect((await api('GET', '/me', { as: RED_MESA.driver })).body.company.timeZone).toBe(PHOENIX);
    expect((await api('GET', '/company/setup', { as: BLUE_RIDGE.owner })).body.profile).toMatchObject({ timeZone: 'America/New_York', timeZoneSource: 'chosen' });
  });

  it("shows Red Mesa's scheduled departures on the PM report at the clock time the schedule shows", async () => {
    const tomorrow = addDays(todayIn(PHOENIX), 1);
    // 1004518 has no demo schedule: his day is free. 05:00 is where a Chicago reading would show 04:00 or 06:00.
    const entry = { DriverID: '1004518', day: tomorrow, VehicleID: '410201', RunType: 'LINEHAUL', startTime: '05:00', legs: [{ origin: 'PHX', destination: 'ELP' }] };
    const put = await api('PUT', '/schedules/entries', { as: RED_MESA.dispatch, body: entry });
    expect(put.status, JSON.stringify(put.body)).toBe(201);
    expect((await api('POST', '/schedules/publish', { as: RED_MESA.dispatch, body: { week: tomorrow } })).status).toBe(200);

    const report = await api('POST', '/maintenance/pm-reports', { as: RED_MESA.shop, body: {} });
    expect(report.status).toBe(201);
    expect(report.body.timeZone).toBe(PHOENIX);
    expect(report.body.date).toBe(todayIn(PHOENIX, Date.parse(report.body.createdAt)));

    const departures = (report.body.rows as { VehicleID: string; nextDeparture?: string | null }[]).filter((r) => r.nextDeparture);
    // Other files schedule Red Mesa's tractors in later weeks too: each departure is looked up in its own week.
    const weeks = [...new Set(departures.map((r) => weekOf(wallClock(r.nextDeparture!, PHOENIX).slice(0, 10))))];
    const boards = await Promise.all(weeks.map((week) => api('GET', `/schedules/week?week=${week}`, { as: RED_MESA.dispatch })));
    const scheduled = new Set(boards.flatMap((b) => b.body.entries as { VehicleID: string; day: string; startTime: string; state: string }[])
      .filter((e) => e.state === 'published').map((e) => `${e.VehicleID} ${e.day} ${e.startTime}`));
    expect(departures.map((r) => r.VehicleID)).toContain('410201');
    for (const row of departures) expect(scheduled, row.VehicleID).toContain(`${row.VehicleID} ${wallClock(row.nextDeparture!, PHOENIX)}`);
  });
});
