import { describe, expect, it } from 'vitest';
import { cloud } from '../support/cloud-context.ts';
import { api, BLUE_RIDGE, RED_MESA } from '../support/tokens.ts';

/** 410213 gets no demo history (a tractor new to the feed); 520302 is Blue Ridge's. */
const RED_TRACTOR = '410213';
const BLUE_TRACTOR = '520302';

async function feedKey(as = RED_MESA.owner, label = 'test'): Promise<string> {
  const created = await api('POST', '/telematics/keys', { as, body: { label } });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body.key as string;
}

async function post(events: unknown[], headers: Record<string, string>): Promise<{ status: number; body: any }> {
  const response = await fetch(`${cloud().apiUrl}/telematics/events`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify({ events }) });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined };
}

let seq = 0;
function position(tractorID: string, posTimeStamp: string, extra: Record<string, unknown> = {}) {
  seq += 1;
  return { eventId: `it-${Date.now()}-${seq}`, eventType: 'T.2.06.0', tractorID, driverID: '1004501', posTimeStamp, odometer: 300_000 + seq, stateProv: 'AZ', country: 'US', lat: 33.4, lon: -112.0, speed: 55, city: 'Phoenix', ignition: 'on', ...extra };
}

async function gpsCount(vehicleId: string, as = RED_MESA.shop): Promise<number> {
  const answer = await api('GET', `/tractors/${vehicleId}/gps-events`, { as });
  expect(answer.status).toBe(200);
  return answer.body.items.length;
}

async function latest(vehicleId: string, as = RED_MESA.dispatch) {
  const answer = await api('GET', '/fleet/positions', { as });
  expect(answer.status).toBe(200);
  return answer.body.positions.find((p: { VehicleID: string }) => p.VehicleID === vehicleId);
}

const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();

describe('telematics feed keys', () => {
  it('lets only the owner list, create and revoke keys', async () => {
    for (const as of [RED_MESA.payroll, RED_MESA.dispatch, RED_MESA.shop, RED_MESA.driver]) {
      expect((await api('GET', '/telematics/keys', { as })).status, as).toBe(403);
      expect((await api('POST', '/telematics/keys', { as, body: { label: 'x' } })).status, as).toBe(403);
      expect((await api('DELETE', '/telematics/keys/abcdef0123456789', { as })).status, as).toBe(403);
    }
    expect((await api('GET', '/telematics/keys', {})).status).toBe(401);
  });

  it('shows the secret once: the list has the key but never its secret', async () => {
    const key = await feedKey(RED_MESA.owner, 'once');
    const secret = key.split('.')[3]!;
    const list = await api('GET', '/telematics/keys', { as: RED_MESA.owner });
    expect(list.status).toBe(200);
    expect(list.body.keys.some((k: { keyId: string }) => k.keyId === key.split('.')[2])).toBe(true);
    expect(JSON.stringify(list.body)).not.toContain(secret);
  });

  it("does not show one company's keys to another", async () => {
    const key = await feedKey(RED_MESA.owner, 'red only');
    const blue = await api('GET', '/telematics/keys', { as: BLUE_RIDGE.owner });
    expect(blue.body.keys.some((k: { keyId: string }) => k.keyId === key.split('.')[2])).toBe(false);
    expect((await api('DELETE', `/telematics/keys/${key.split('.')[2]}`, { as: BLUE_RIDGE.owner })).status).toBe(404);
  });
});

describe('telematics ingestion', () => {
  it('stores a batch posted with a valid key, by bearer or x-api-key', async () => {
    const key = await feedKey();
    const before = await gpsCount(RED_TRACTOR);
    const a = await post([position(RED_TRACTOR, minutesAgo(50))], { authorization: `Bearer ${key}` });
    expect(a, JSON.stringify(a.body)).toMatchObject({ status: 200, body: { accepted: 1, duplicates: 0, refused: [] } });
    const b = await post([position(RED_TRACTOR, minutesAgo(49))], { 'x-api-key': key });
    expect(b.body).toMatchObject({ accepted: 1, duplicates: 0, refused: [] });
    expect(await gpsCount(RED_TRACTOR)).toBe(before + 2);
  });

  it('refuses a missing, wrong or malformed key with 401 and writes nothing', async () => {
    const key = await feedKey();
    const before = await gpsCount(RED_TRACTOR);
    const wrongSecret = `${key.slice(0, -4)}AAAA`;
    const otherCompany = key.replace('red-mesa-freight', 'blue-ridge-carriers');
    const attempts: Record<string, string>[] = [{}, { authorization: `Bearer ${wrongSecret}` }, { 'x-api-key': otherCompany }, { authorization: 'Bearer fdk.nonsense' }, { authorization: 'Basic abc' }];
    for (const headers of attempts) {
      const answer = await post([position(RED_TRACTOR, minutesAgo(40))], headers);
      expect(answer.status, JSON.stringify(headers)).toBe(401);
    }
    expect(await gpsCount(RED_TRACTOR)).toBe(before);
  });

  it('refuses a revoked key', async () => {
    const key = await feedKey();
    expect((await post([position(RED_TRACTOR, minutesAgo(39))], { 'x-api-key': key })).status).toBe(200);
    const revoked = await api('DELETE', `/telematics/keys/${key.split('.')[2]}`, { as: RED_MESA.owner });
    expect(revoked.status).toBe(200);
    expect(revoked.body.revokedAt).toEqual(expect.any(String));
    const before = await gpsCount(RED_TRACTOR);
    expect((await post([position(RED_TRACTOR, minutesAgo(38))], { 'x-api-key': key })).status).toBe(401);
    expect(await gpsCount(RED_TRACTOR)).toBe(before);
  });

  it("refuses another company's tractor id per event, stores the rest, and touches nothing of the other company", async () => {
    const key = await feedKey();
    const blueBefore = await api('GET', `/tractors/${BLUE_TRACTOR}/gps-events`, { as: BLUE_RIDGE.owner });
    const blueMap = (await api('GET', '/fleet/positions', { as: BLUE_RIDGE.owner })).body.positions.find((p: { VehicleID: string }) => p.VehicleID === BLUE_TRACTOR);
    const answer = await post([position(RED_TRACTOR, minutesAgo(37)), position(BLUE_TRACTOR, minutesAgo(1), { lat: 10, lon: 10 })], { 'x-api-key': key });
    expect(answer.body.accepted).toBe(1);
    expect(answer.body.refused).toEqual([{ index: 1, eventId: expect.any(String), reasons: [expect.stringContaining('not a tractor of this company')] }]);
    expect(await api('GET', `/tractors/${BLUE_TRACTOR}/gps-events`, { as: BLUE_RIDGE.owner })).toEqual(blueBefore);
    expect((await api('GET', '/fleet/positions', { as: BLUE_RIDGE.owner })).body.positions.find((p: { VehicleID: string }) => p.VehicleID === BLUE_TRACTOR)).toEqual(blueMap);
    expect((await api('GET', `/tractors/${BLUE_TRACTOR}/gps-events`, { as: RED_MESA.shop })).status).toBe(404);
  });

  it('counts a re-sent event as a duplicate and never stores it twice', async () => {
    const key = await feedKey();
    const events = [position(RED_TRACTOR, minutesAgo(36)), position(RED_TRACTOR, minutesAgo(35)), { eventId: `log-${Date.now()}`, eventType: 'T.2.13.0', tractorID: RED_TRACTOR, driverID: '1004501', posTimeStamp: minutesAgo(35), code: 101 }];
    const before = await gpsCount(RED_TRACTOR);
    const logsBefore = (await api('GET', `/tractors/${RED_TRACTOR}/log-ins`, { as: RED_MESA.shop })).body.items.length;
    expect((await post(events, { 'x-api-key': key })).body).toMatchObject({ accepted: 3, duplicates: 0 });
    expect((await post([...events, events[0]], { 'x-api-key': key })).body).toMatchObject({ accepted: 0, duplicates: 4, refused: [] });
    expect(await gpsCount(RED_TRACTOR)).toBe(before + 2);
    const logs = await api('GET', `/tractors/${RED_TRACTOR}/log-ins`, { as: RED_MESA.shop });
    expect(logs.body.items.length).toBe(logsBefore + 1);
    expect(logs.body.items[0]).toMatchObject({ DriverID: '1004501', code: 101, meaning: 'Logged in', driverName: expect.any(String) });
  });

  it('refuses malformed events with their reasons and stores the rest of the batch', async () => {
    const key = await feedKey();
    const before = await gpsCount(RED_TRACTOR);
    const answer = await post([
      position(RED_TRACTOR, minutesAgo(34)),
      position(RED_TRACTOR, 'yesterday noon'),
      position(RED_TRACTOR, minutesAgo(33), { odometer: -5 }),
      position(RED_TRACTOR, minutesAgo(33), { eventType: 'T.9.99.0' }),
      { eventType: 'T.2.13.0', tractorID: RED_TRACTOR, posTimeStamp: minutesAgo(33), code: 999 },
      position(RED_TRACTOR, minutesAgo(32)),
    ], { 'x-api-key': key });
    expect(answer.status).toBe(200);
    expect(answer.body.accepted).toBe(2);
    const reasons = Object.fromEntries(answer.body.refused.map((r: { index: number; reasons: string[] }) => [r.index, r.reasons.join(' ')]));
    expect(Object.keys(reasons)).toEqual(['1', '2', '3', '4']);
    expect(reasons[1]).toMatch(/posTimeStamp/);
    expect(reasons[2]).toMatch(/odometer/);
    expect(reasons[3]).toMatch(/eventType/);
    expect(reasons[4]).toMatch(/eventId is required.*code must be|code must be.*eventId/s);
    expect(await gpsCount(RED_TRACTOR)).toBe(before + 2);
  });

  it('refuses a batch that is not a list of events, or too long, naming events', async () => {
    const key = await feedKey();
    const tooMany = Array.from({ length: 1001 }, (_, i) => ({ eventId: `x${i}` }));
    for (const events of [tooMany, []]) {
      const answer = await post(events, { 'x-api-key': key });
      expect(answer.status).toBe(400);
      expect(Object.keys(answer.body.fields)).toContain('events');
    }
  });

  it('never moves the latest state back for an older position', async () => {
    const key = await feedKey();
    await post([position(RED_TRACTOR, minutesAgo(5), { lat: 35.1, lon: -106.6, city: 'Albuquerque', stateProv: 'NM', speed: 61 })], { 'x-api-key': key });
    const newest = await latest(RED_TRACTOR);
    expect(newest).toMatchObject({ lat: 35.1, lon: -106.6, city: 'Albuquerque', stateProv: 'NM', lastSpeed: 61 });
    const late = await post([position(RED_TRACTOR, minutesAgo(20), { lat: 32.2, lon: -110.9, city: 'Tucson', stateProv: 'AZ', speed: 10 })], { 'x-api-key': key });
    expect(late.body.accepted).toBe(1);
    expect(await latest(RED_TRACTOR)).toEqual(newest);
  });

  it('shows the GPS events, log-ins and odometer history to roles 1 to 4 only', async () => {
    for (const path of ['gps-events', 'log-ins', 'odometer-history']) {
      expect((await api('GET', `/tractors/${RED_TRACTOR}/${path}`, { as: RED_MESA.driver })).status, path).toBe(403);
      expect((await api('GET', `/tractors/${RED_TRACTOR}/${path}`, { as: RED_MESA.shop })).status, path).toBe(200);
      expect((await api('GET', `/tractors/NOPE99/${path}`, { as: RED_MESA.shop })).status, path).toBe(404);
    }
    expect((await api('GET', '/fleet/positions', { as: RED_MESA.driver })).status).toBe(403);
    expect((await api('GET', '/fleet/positions/mobile', { as: RED_MESA.driver })).status).toBe(200);
  });
});

describe('the mobile map', () => {
  it("shows a driver every tractor's position but who drives only on his own", async () => {
    const answer = await api('GET', '/fleet/positions/mobile', { as: RED_MESA.driver });
    expect(answer.status).toBe(200);
    const others = answer.body.positions.filter((p: { currentDriverId: string | null; driverShown: boolean }) => !p.driverShown);
    expect(others.length).toBeGreaterThan(0);
    for (const p of answer.body.positions) if (p.currentDriverId !== null) expect(p.currentDriverId).toBe('1004500');
    const staff = await api('GET', '/fleet/positions', { as: RED_MESA.dispatch });
    expect(staff.body.positions.some((p: { currentDriverId: string | null }) => p.currentDriverId && p.currentDriverId !== '1004500')).toBe(true);
  });
});
