import { describe, expect, it } from 'vitest';
import { SCHEDULE_LINK_REFUSED } from '#lambdas/schedules/link-tokens';
import { api, BLUE_RIDGE, RED_MESA } from '../support/tokens.ts';

const DRIVER = RED_MESA.driver;
const DISPATCH = RED_MESA.dispatch;
const JAKE = '1004500';
const OTHER = '1004501';
const NOT_FOUND = { message: 'There is no such schedule link.' };
const ROW_FIELDS = ['DriverID', 'createdAt', 'createdBy', 'driverName', 'expiresAt', 'linkId', 'revokedAt', 'revokedBy', 'state'];

interface Made { token: string; linkId: string }
interface Row { linkId: string; DriverID: string; driverName: string; state: string; revokedAt: string | null; revokedBy: string | null }

async function makeLink(as: string, DriverID?: string): Promise<Made> {
  const made = await api('POST', '/me/schedule-link', { as, body: DriverID ? { DriverID } : {} });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  return made.body as Made;
}

async function opens(link: Made): Promise<number> {
  return (await api('GET', '/schedule-link/schedule', { headers: { 'x-schedule-link': link.token } })).status;
}

async function rows(as: string, path: string): Promise<Row[]> {
  const listed = await api('GET', path, { as });
  expect(listed.status, JSON.stringify(listed.body)).toBe(200);
  return listed.body.links as Row[];
}

describe('withdrawing a schedule link', () => {
  it('the driver withdraws his own link: it opened just before, answers 401 at once after, and a second withdrawal answers the same record', async () => {
    const link = await makeLink(DRIVER);
    expect(await opens(link)).toBe(200);
    const before = (await rows(DRIVER, '/me/schedule-links')).find((r) => r.linkId === link.linkId);
    expect(before).toMatchObject({ DriverID: JAKE, driverName: 'Jake Thornton', state: 'live', revokedAt: null, revokedBy: null });

    const revoked = await api('DELETE', `/schedule-links/${link.linkId}`, { as: DRIVER });
    expect(revoked.status, JSON.stringify(revoked.body)).toBe(200);
    expect(revoked.body).toMatchObject({ linkId: link.linkId, DriverID: JAKE, state: 'revoked' });
    expect(Date.parse(revoked.body.revokedAt)).toBeGreaterThan(Date.now() - 60_000);
    expect(revoked.body.revokedBy).toBeTruthy();

    const refused = await api('GET', '/schedule-link/schedule', { headers: { 'x-schedule-link': link.token } });
    expect(refused.status).toBe(401);
    // The same sentence as an expired link's: the visitor is not told which.
    expect(refused.body).toEqual({ message: SCHEDULE_LINK_REFUSED });

    const again = await api('DELETE', `/schedule-links/${link.linkId}`, { as: DRIVER });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(revoked.body);
    expect((await rows(DRIVER, '/me/schedule-links')).find((r) => r.linkId === link.linkId)).toEqual(revoked.body);
  });

  it("a driver can neither list nor withdraw another driver's link, and that link still opens", async () => {
    const others = await makeLink(DISPATCH, OTHER);
    const withdraw = await api('DELETE', `/schedule-links/${others.linkId}`, { as: DRIVER });
    expect(withdraw.status).toBe(404);
    expect(withdraw.body).toEqual(NOT_FOUND);
    expect(await opens(others)).toBe(200);

    expect((await api('GET', `/schedule-links?driverId=${OTHER}`, { as: DRIVER })).status).toBe(403);
    expect((await api('GET', '/schedule-links', { as: DRIVER })).status).toBe(403);
    const mine = await rows(DRIVER, '/me/schedule-links');
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((r) => r.DriverID === JAKE)).toBe(true);

    const seenByDispatch = (await rows(DISPATCH, `/schedule-links?driverId=${OTHER}`)).find((r) => r.linkId === others.linkId);
    expect(seenByDispatch).toMatchObject({ DriverID: OTHER, state: 'live', revokedAt: null });
  });

  it("another company's dispatch cannot withdraw or see a link (404, nothing changed); an unknown id is 404 and a malformed one names the field", async () => {
    const link = await makeLink(DRIVER);
    const foreign = await api('DELETE', `/schedule-links/${link.linkId}`, { as: BLUE_RIDGE.owner });
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual(NOT_FOUND);
    expect(await opens(link)).toBe(200);
    expect((await rows(BLUE_RIDGE.owner, '/schedule-links')).some((r) => r.linkId === link.linkId)).toBe(false);
    expect((await rows(DRIVER, '/me/schedule-links')).find((r) => r.linkId === link.linkId)?.state).toBe('live');

    const unknown = await api('DELETE', '/schedule-links/0123456789abcdef', { as: DISPATCH });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual(NOT_FOUND);
    const malformed = await api('DELETE', `/schedule-links/${'A'.repeat(40)}`, { as: DISPATCH });
    expect(malformed.status).toBe(400);
    expect(malformed.body.fields).toEqual({ linkId: 'Link is not a schedule link id.' });
  });

  it("dispatch lists the company's links or one driver's, with who made them, and withdraws any of them; no list holds a token or secret", async () => {
    const drivers = await makeLink(DRIVER);
    const dispatchers = await makeLink(DISPATCH, OTHER);
    const company = await rows(DISPATCH, '/schedule-links');
    const ids = company.map((r) => r.linkId);
    expect(ids).toEqual(expect.arrayContaining([drivers.linkId, dispatchers.linkId]));
    for (const row of company) expect(Object.keys(row).sort()).toEqual(ROW_FIELDS);
    const jakes = await rows(DISPATCH, `/schedule-links?driverId=${JAKE}`);
    expect(jakes.map((r) => r.linkId)).toContain(drivers.linkId);
    expect(jakes.every((r) => r.DriverID === JAKE)).toBe(true);

    const lists = JSON.stringify([company, jakes, await rows(DRIVER, '/me/schedule-links')]);
    for (const made of [drivers, dispatchers]) expect(lists).not.toContain(made.token.split('.')[3]);
    expect(lists).not.toMatch(/secret|token|fsl\./i);

    const withdrawn = await api('DELETE', `/schedule-links/${drivers.linkId}`, { as: DISPATCH });
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.body).toMatchObject({ linkId: drivers.linkId, state: 'revoked' });
    expect(await opens(drivers)).toBe(401);
    expect(await opens(dispatchers)).toBe(200);
  });
});
