import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RED_MESA } from '../support/tokens.ts';
import { startOwnCloud, type OwnCloud } from '../support/own-cloud.ts';

/** A tractor no other test moves: its odometer is this test's to push. */
const TRACTOR = '410206';

let own: OwnCloud;
beforeAll(async () => {
  own = await startOwnCloud('reminders-odometer-');
}, 120_000);
afterAll(async () => own?.stop());

async function postPosition(key: string, odometer: number) {
  const event = {
    eventId: `odo-${Date.now()}`, eventType: 'T.2.06.0', tractorID: TRACTOR, driverID: '1004506', posTimeStamp: new Date().toISOString(),
    odometer, stateProv: 'AZ', country: 'US', lat: 33.4, lon: -112.0, speed: 55, city: 'Phoenix', ignition: 'on',
  };
  const response = await fetch(`${own.cloud.apiUrl}/telematics/events`, {
    method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` }, body: JSON.stringify({ events: [event] }),
  });
  expect(response.status).toBe(200);
  expect(((await response.json()) as { accepted: number }).accepted).toBe(1);
}

describe('service reminders and the feed', () => {
  it('follow the odometer the feed moved once the reminder job runs, as they follow the calendar', async () => {
    const serviceType = `Odometer ${Date.now().toString(36)}`;
    const { body: tractor } = await own.call(RED_MESA.shop, 'GET', `/fleet/tractors/${TRACTOR}`);
    const latest = tractor.tractor?.LatestOdometer ?? tractor.LatestOdometer;
    expect(typeof latest).toBe('number');
    // The feed's odometer has decimals; a record's is whole miles.
    const base = Math.ceil(latest);
    const program = await own.call(RED_MESA.shop, 'POST', '/maintenance/programs', {
      name: serviceType, serviceTypes: [serviceType], intervalMiles: 1000, dueWithinMiles: 250, dueSoonWithinMiles: 1000, tractorIds: [TRACTOR],
    });
    expect(program.status, JSON.stringify(program.body)).toBe(201);
    const served = await own.call(RED_MESA.shop, 'POST', '/maintenance/records', {
      // Dated the day before the feed's reading: a service then may show fewer miles than the tractor has now.
      id: `odo-${Date.now().toString(36)}`, VehicleID: TRACTOR, ServiceDate: new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Phoenix' }).format(new Date(Date.now() - 86_400_000)), ServiceStatus: 'Completed', serviceType, odometer: base - 600,
    });
    expect(served.status, JSON.stringify(served.body)).toBe(201);
    const reminder = async () => {
      const { body } = await own.call(RED_MESA.shop, 'GET', `/tractors/${TRACTOR}/maintenance`);
      return body.reminders.find((r: { programId: string }) => r.programId === program.body.programId);
    };
    const before = await reminder();
    expect(before.state).toBe('due-soon');
    expect(before.remainingMiles).toBeCloseTo(base + 400 - latest, 2);

    const { body: key } = await own.call(RED_MESA.owner, 'POST', '/telematics/keys', { label: 'reminder test' });
    await postPosition(key.key, base + 200);
    // The feed moved the odometer; the reminder is judged again by the job, not by every batch.
    await own.cloud.runJob('recompute-service-reminders');
    expect(await reminder()).toMatchObject({ state: 'due', remainingMiles: 200 });
  }, 60_000);
});
