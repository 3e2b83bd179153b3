import { beforeAll, describe, expect, it } from 'vitest';
import { MAX_SAFETY_EVENTS, type EventsAnswer, type SafetySummary } from '#shared/integrations/safety';
import { freshCompany, type FreshCompany } from '../support/fresh-company.ts';
import { api, BLUE_RIDGE, RED_MESA } from '../support/tokens.ts';

const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);

describe("Red Mesa's safety events through its seeded API key (read-only)", () => {
  let answer: EventsAnswer;
  beforeAll(async () => {
    const got = await api<EventsAnswer>('GET', `/safety/events?since=${daysAgo(60)}`, { as: RED_MESA.shop });
    expect(got.status).toBe(200);
    answer = got.body;
  });

  it('a shop manager reads status 1 events updated since the date, newest update first, under the cap', () => {
    expect(answer.since).toBe(daysAgo(60));
    expect(answer.events.length).toBeGreaterThan(10);
    expect(answer.capped).toBe(false);
    expect(answer.events.every((e) => e.statusId === 1 && e.lastUpdatedAt >= `${daysAgo(60)}T00:00:00.000Z`)).toBe(true);
    expect(answer.events.map((e) => e.lastUpdatedAt)).toEqual(answer.events.map((e) => e.lastUpdatedAt).sort().reverse());
  });

  it('the default window is the last 14 days', async () => {
    const got = await api<EventsAnswer>('GET', '/safety/events', { as: RED_MESA.owner });
    expect(got.body.since).toBe(daysAgo(14));
    expect(got.body.events.length).toBeLessThan(answer.events.length);
  });

  it("the summary's driver and tractor rows each sum to the window's events, matched to our DriverIDs and VehicleIDs", async () => {
    const { body: summary, status } = await api<SafetySummary>('GET', `/safety/summary?since=${daysAgo(60)}`, { as: RED_MESA.dispatch });
    expect(status).toBe(200);
    for (const rows of [summary.drivers, summary.tractors]) {
      expect(rows.reduce((s, r) => s + r.events, 0)).toBe(answer.events.length);
      expect(rows.reduce((s, r) => s + r.coached, 0)).toBe(answer.events.filter((e) => e.coached).length);
      expect(rows.reduce((s, r) => s + r.closed, 0)).toBe(answer.events.filter((e) => e.closed).length);
    }
    expect(summary.totals.events).toBe(answer.events.length);
    expect(summary.tractors.find((r) => r.id === '410200')?.matched).toBe(true);
    expect(summary.drivers.filter((r) => r.matched).length).toBeGreaterThan(3);
    expect(summary.drivers.find((r) => !r.matched)?.events).toBe(answer.events.filter((e) => !e.driverEmployeeId).length);
  });

  it('reads one event and the reference lists', async () => {
    const one = await api('GET', `/safety/events/${encodeURIComponent(answer.events[0]!.eventId)}`, { as: RED_MESA.shop });
    expect(one.body).toEqual(answer.events[0]);
    expect((await api('GET', '/safety/events/no-such-event', { as: RED_MESA.shop })).status).toBe(404);
    const reference = await api('GET', '/safety/reference', { as: RED_MESA.shop });
    expect(Object.keys(reference.body).sort()).toEqual(['behaviours', 'statuses', 'triggers', 'vehicles', 'videoVehicles']);
    expect(reference.body.vehicles.length).toBe(15);
  });

  it('refuses a window past 90 days naming since, a driver with 403, and a company without a connection with 422', async () => {
    const far = await api('GET', `/safety/events?since=${daysAgo(91)}`, { as: RED_MESA.shop });
    expect(far.status).toBe(400);
    expect(Object.keys(far.body.fields)).toEqual(['since']);
    expect((await api('GET', '/safety/events', { as: RED_MESA.driver })).status).toBe(403);
    const blue = await api('GET', '/safety/events', { as: BLUE_RIDGE.owner });
    expect(blue.status).toBe(422);
    expect(blue.body.code).toBe('not_connected');
  });

  it('never answers the saved key or the safety password', async () => {
    const integrations = await api('GET', '/integrations', { as: RED_MESA.owner });
    const text = JSON.stringify(integrations.body);
    expect(text).not.toContain('vtk-red-mesa-freight-demo');
    expect(text).not.toContain('demo-safety-secret');
    expect(integrations.body.integrations.find((i: { system: string }) => i.system === 'video-telematics')).toMatchObject({ state: 'connected', hasCredentials: true, publicSettings: { authKind: 'apiKey' } });
    expect(integrations.body.integrations.find((i: { system: string }) => i.system === 'safety-software')).toMatchObject({ state: 'connected', hasCredentials: true });
  });
});

describe('a new company connects its safety systems', () => {
  let fresh: FreshCompany;
  const as = () => ({ token: fresh.owner.idToken });
  const connection = async (system: string) => (await api('GET', '/integrations', as())).body.integrations.find((i: { system: string }) => i.system === system);
  beforeAll(async () => { fresh = await freshCompany('safety'); });

  it('sfLogin: a wrong password is 422 and saves nothing; the service down is 502; a good login is saved sealed', async () => {
    const wrong = await api('POST', '/safety-software/login', { ...as(), body: { sfUsername: `${fresh.companyId}-sf`, sfPassword: 'wrong-one' } });
    expect(wrong.status).toBe(422);
    expect(wrong.body).toMatchObject({ code: 'invalid_credentials', system: 'safety-software' });
    expect(await connection('safety-software')).toMatchObject({ state: 'not_connected', hasCredentials: false });
    const down = await api('POST', '/safety-software/login', { ...as(), body: { sfUsername: `${fresh.companyId}+down`, sfPassword: 'pw' } });
    expect(down.status).toBe(502);
    expect(down.body.code).toBe('network_error');
    const good = await api('POST', '/safety-software/login', { ...as(), body: { sfUsername: `${fresh.companyId}-sf`, sfPassword: 'fresh-safety-secret-42' } });
    expect(good.status).toBe(200);
    expect(good.body).toMatchObject({ system: 'safety-software', state: 'connected', hasCredentials: true });
    expect(good.body.publicSettings.accountId).toMatch(/^SF-/);
    expect(JSON.stringify(good.body)).not.toContain('fresh-safety-secret-42');
    expect(JSON.stringify((await api('GET', '/integrations', as())).body)).not.toContain('fresh-safety-secret-42');
  });

  it('sfLogin refuses an empty body naming both fields', async () => {
    const empty = await api('POST', '/safety-software/login', { ...as(), body: {} });
    expect(empty.status).toBe(400);
    expect(Object.keys(empty.body.fields).sort()).toEqual(['sfPassword', 'sfUsername']);
  });

  it('a revoked key: 422 unauthorized and the connection shows failed; a busy provider is 502', async () => {
    expect((await api('PUT', '/integrations/video-telematics/credentials', { ...as(), body: { apiKey: 'vtk-revoked' } })).status).toBe(200);
    const refused = await api('GET', '/safety/events', as());
    expect(refused.status).toBe(422);
    expect(refused.body.code).toBe('unauthorized');
    expect(await connection('video-telematics')).toMatchObject({ state: 'failed', lastCode: 'unauthorized' });
    await api('PUT', '/integrations/video-telematics/credentials', { ...as(), body: { apiKey: 'vtk-fresh+busy' } });
    const busy = await api('GET', '/safety/events', as());
    expect(busy.status).toBe(502);
    expect(busy.body.code).toBe('rate_limited');
  });

  it('an account with more events than the limit: 1,000 shown and the answer says it is capped; the key turns connected', async () => {
    await api('PUT', '/integrations/video-telematics/credentials', { ...as(), body: { apiKey: 'vtk-fresh+many' } });
    expect((await connection('video-telematics')).state).toBe('unchecked');
    const many = await api<EventsAnswer>('GET', `/safety/events?since=${daysAgo(40)}`, as());
    expect(many.status).toBe(200);
    expect(many.body.events).toHaveLength(MAX_SAFETY_EVENTS);
    expect(many.body.capped).toBe(true);
    expect((await connection('video-telematics')).state).toBe('connected');
  });
});
