import { beforeAll, describe, expect, it } from 'vitest';
import { api, BLUE_RIDGE, RED_MESA } from '../support/tokens.ts';
import { FIXTURE_STATEMENT, calculate, createRun, importStatement, uploadStatement } from '../support/payroll-flow.ts';

/** The demo run (seeded) carries the demo week's trips; corrections run on a run of their own. */
const DEMO_RUN = '2026-01-03';
const RUN = '2026-03-07';
const PAYROLL = RED_MESA.payroll;

type Entry = { label: string; value: number };
const mileage = (doc: { compModel: Entry[] }) => doc.compModel.find((e) => e.label === 'Mileage Pay')?.value ?? 0;
const cents = (n: number) => Math.round(n * 100);
const payDoc = async (driverId: string) => (await api('GET', `/payruns/${RUN}/paydocs/${driverId}`, { as: PAYROLL })).body;

describe('trip legs', () => {
  it("pages a tractor's trips by cursor in driving order and marks the trip that does not start where the previous one ended", async () => {
    const first = await api('GET', `/trip-legs?vehicleId=410200&from=2025-12-28&to=2026-01-03&limit=3`, { as: PAYROLL });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body).toMatchObject({ tripCount: 8, hasMore: true });
    expect(first.body.trips.map((t: { TripNumber: string }) => t.TripNumber)).toEqual(['7730101', '7730179', '7730176']);
    const pages = [first.body];
    while (pages.at(-1).hasMore) pages.push((await api('GET', `/trip-legs?vehicleId=410200&from=2025-12-28&to=2026-01-03&limit=3&cursor=${encodeURIComponent(pages.at(-1).cursor)}`, { as: PAYROLL })).body);
    const all = pages.flatMap((p) => p.trips);
    expect(all).toHaveLength(8);
    expect(new Set(all.map((t: { TripNumber: string }) => t.TripNumber)).size).toBe(8);
    // 12/31 ends at 0910, 01/01 starts at 0612 (the statement lists them in another order).
    expect(first.body.brokenLegs).toContainEqual({ TripNumber: '7730103', PayRunID: DEMO_RUN, previousTripNumber: '7730177', expectedOrigin: '0910', actualOrigin: '0612' });
    expect(all.find((t: { TripNumber: string }) => t.TripNumber === '7730103').brokenLeg).toBe(true);
    expect(all.find((t: { TripNumber: string }) => t.TripNumber === '7730176').brokenLeg).toBe(false);
  });

  it('refuses a range over 92 days and a made-up cursor, naming the field', async () => {
    const wide = await api('GET', '/trip-legs?vehicleId=410200&from=2025-01-01&to=2026-01-03', { as: PAYROLL });
    expect(wide.status).toBe(400);
    expect(wide.body.fields.to).toBeDefined();
    const cursor = await api('GET', '/trip-legs?vehicleId=410200&from=2025-12-28&to=2026-01-03&cursor=x', { as: PAYROLL });
    expect(cursor.status).toBe(400);
    expect(cursor.body.fields.cursor).toBeDefined();
  });

  it('shows dispatch nothing and another company no trips', async () => {
    expect((await api('GET', '/trip-legs?vehicleId=410200&from=2025-12-28&to=2026-01-03', { as: RED_MESA.dispatch })).status).toBe(403);
    const other = await api('GET', '/trip-legs?vehicleId=410200&from=2025-12-28&to=2026-01-03', { as: BLUE_RIDGE.owner });
    expect(other.body.trips).toEqual([]);
  });
});

describe('statement tools', () => {
  it('lists the demo statement with a download link that serves the file', async () => {
    const answer = await api('GET', '/statement-files', { as: PAYROLL });
    expect(answer.status).toBe(200);
    expect(answer.body.files.length).toBeLessThanOrEqual(52);
    const demo = answer.body.files.find((f: { PayRunID: string }) => f.PayRunID === DEMO_RUN);
    expect(demo).toMatchObject({ fileName: 'red-mesa-week-2026-01-03.csv', status: 'completed' });
    expect(demo.downloadUrl).toMatch(/^https?:\/\//);
  });

  it("names the spot names of a run's spot trips and whether the spot table has them", async () => {
    const answer = await api('GET', `/payruns/${DEMO_RUN}/spot-run-names`, { as: PAYROLL });
    expect(answer.status).toBe(200);
    expect(answer.body.names).toEqual([
      { spotName: 'FRYS FOOD DC EXTRA', siteName: 'Tolleson', trips: 18, inSpotTable: false },
      { spotName: 'SAFEWAY DC', siteName: 'Tolleson', trips: 19, inSpotTable: false },
    ]);
    expect((await api('GET', `/payruns/${DEMO_RUN}/spot-run-names`, { as: BLUE_RIDGE.owner })).status).toBe(404);
  });
});

describe('payroll corrections', () => {
  beforeAll(async () => {
    await createRun(PAYROLL, RUN);
    const run = (await api('GET', `/payruns/${RUN}`, { as: PAYROLL })).body;
    if (run.DriverList.length === 0) await importStatement(PAYROLL, RUN, await uploadStatement(PAYROLL, FIXTURE_STATEMENT));
    expect((await calculate(PAYROLL, RUN)).body.status).toBe('processed');
  }, 180_000);

  it("moves a trip into the right driver's pay document, audits it and recalculates both drivers", async () => {
    const [fromBefore, toBefore] = [await payDoc('1004500'), await payDoc('1004501')];
    const moved = fromBefore.TripPayoutRecords.find((l: { TripNumber: string }) => l.TripNumber === '7730101');
    expect(moved).toBeDefined();
    const answer = await api('POST', `/payruns/${RUN}/trips/7730101/driver`, { as: PAYROLL, body: { toDriverId: '1004501', note: 'Statement had the wrong driver' } });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.recalculatedDrivers).toEqual(['1004500', '1004501']);
    const [fromAfter, toAfter] = [await payDoc('1004500'), await payDoc('1004501')];
    expect(fromAfter.TripPayoutRecords.find((l: { TripNumber: string }) => l.TripNumber === '7730101')).toBeUndefined();
    const gained = toAfter.TripPayoutRecords.find((l: { TripNumber: string }) => l.TripNumber === '7730101');
    expect(gained).toBeDefined();
    expect(cents(mileage(fromBefore)) - cents(mileage(fromAfter))).toBe(cents(moved.payout));
    expect(cents(mileage(toAfter)) - cents(mileage(toBefore))).toBe(cents(gained.payout));
    const audit = (await api('GET', `/payruns/${RUN}/corrections`, { as: PAYROLL })).body.entries;
    expect(audit).toContainEqual(expect.objectContaining({ kind: 'move-trip', subject: 'Trip 7730101', changedBy: 'Marcus Bell', before: JSON.stringify({ DriverNo1: '1004500', DriverName1: 'Jake Thornton' }), after: JSON.stringify({ DriverNo1: '1004501' }), note: 'Statement had the wrong driver' }));
  }, 120_000);

  it('assigns a fuel purchase to its trip and vehicle, audited', async () => {
    const from = (await api('GET', `/payruns/${RUN}/vehicles/410200`, { as: PAYROLL })).body;
    const ticket = from.FuelLogs.find((f: { TicketNumber: string }) => f.TicketNumber === 'T55812');
    const answer = await api('POST', `/payruns/${RUN}/fuel/410200/${ticket.StatementOrderIndex}/trip`, { as: PAYROLL, body: { tripNumber: '7730105' } });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toMatchObject({ VehicleID: '410201', TripNumber: '7730105', DriverNo1: '1004501' });
    const to = (await api('GET', `/payruns/${RUN}/vehicles/410201`, { as: PAYROLL })).body;
    expect(to.FuelLogs.find((f: { TicketNumber: string }) => f.TicketNumber === 'T55812')).toMatchObject({ TripNumber: '7730105', DriverNo1: '1004501', GallonsPurchased: ticket.GallonsPurchased });
    const left = (await api('GET', `/payruns/${RUN}/vehicles/410200`, { as: PAYROLL })).body;
    expect(left.FuelLogs.find((f: { TicketNumber: string }) => f.TicketNumber === 'T55812')).toBeUndefined();
    const audit = (await api('GET', `/payruns/${RUN}/corrections`, { as: PAYROLL })).body.entries;
    expect(audit).toContainEqual(expect.objectContaining({ kind: 'assign-fuel', subject: 'Fuel ticket T55812', before: JSON.stringify({ VehicleID: '410200', DriverNo1: '1004500', TripNumber: '' }) }));
  }, 120_000);

  it('edits a vehicle summary under a version lock, audited, and keeps the drivers totals the engine gives', async () => {
    const vehicle = (await api('GET', `/payruns/${RUN}/vehicles/410203`, { as: PAYROLL })).body.summary;
    const driver = vehicle.drivers[0];
    const before = await payDoc(driver);
    const answer = await api('PUT', `/payruns/${RUN}/vehicles/410203/summary`, { as: PAYROLL, body: { version: vehicle.version, notes: 'Odometer checked', miles: 1500 } });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.summary).toMatchObject({ notes: 'Odometer checked', miles: 1500, version: vehicle.version + 1 });
    expect(answer.body.recalculatedDrivers).toEqual(vehicle.drivers);
    expect((await payDoc(driver)).totalCompensation).toBe(before.totalCompensation);
    const stale = await api('PUT', `/payruns/${RUN}/vehicles/410203/summary`, { as: PAYROLL, body: { version: vehicle.version, notes: 'again' } });
    expect(stale.status).toBe(409);
    const audit = (await api('GET', `/payruns/${RUN}/corrections`, { as: PAYROLL })).body.entries;
    expect(audit[0]).toMatchObject({ kind: 'vehicle-summary', subject: 'Vehicle 410203', after: JSON.stringify({ notes: 'Odometer checked', miles: 1500, version: vehicle.version + 1 }) });
  }, 120_000);

  it('lets only one of two moves of the same trip at once through: the other is 409 and the trip has one copy', async () => {
    const [a, b] = await Promise.all([
      api('POST', `/payruns/${RUN}/trips/7730102/driver`, { as: PAYROLL, body: { toDriverId: '1004501' } }),
      api('POST', `/payruns/${RUN}/trips/7730102/driver`, { as: PAYROLL, body: { toDriverId: '1004509' } }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const owner = a.status === 200 ? '1004501' : '1004509';
    const holders = [];
    for (const driver of ['1004500', '1004501', '1004509']) {
      if ((await payDoc(driver)).TripPayoutRecords.some((l: { TripNumber: string }) => l.TripNumber === '7730102')) holders.push(driver);
    }
    expect(holders).toEqual([owner]);
    const logs = (await api('GET', `/payruns/${RUN}/vehicles/410200`, { as: PAYROLL })).body.TripLogs;
    expect(logs.filter((t: { TripNumber: string }) => t.TripNumber === '7730102')).toEqual([expect.objectContaining({ DriverNo1: owner })]);
  }, 120_000);

  it("leaves a driver whose every trip moved away the engine's pay for his week, not his old trips, and a recalculation keeps the summary edit", async () => {
    const before = await payDoc('1004503');
    expect(before.TripPayoutRecords.length).toBe(4);
    for (const trip of before.TripPayoutRecords as Array<{ TripNumber: string }>) {
      const moved = await api('POST', `/payruns/${RUN}/trips/${trip.TripNumber}/driver`, { as: PAYROLL, body: { toDriverId: '1004509' } });
      expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    }
    const left = await payDoc('1004503');
    expect(left.TripPayoutRecords).toEqual([]);
    expect(mileage(left)).toBe(0);
    expect(left.totalCompensation).toBeLessThan(before.totalCompensation);
    expect((await calculate(PAYROLL, RUN)).body.status).toBe('processed');
    const recalculated = await payDoc('1004503');
    expect({ records: recalculated.TripPayoutRecords, compModel: recalculated.compModel, total: recalculated.totalCompensation })
      .toEqual({ records: left.TripPayoutRecords, compModel: left.compModel, total: left.totalCompensation });
    const summary = (await api('GET', `/payruns/${RUN}/vehicles/410203`, { as: PAYROLL })).body.summary;
    expect(summary).toMatchObject({ notes: 'Odometer checked', miles: 1500 });
    const audit = (await api('GET', `/payruns/${RUN}/corrections`, { as: PAYROLL })).body.entries;
    expect(audit).toContainEqual(expect.objectContaining({ kind: 'vehicle-summary', subject: 'Vehicle 410203', after: expect.stringContaining('"miles":1500') }));
  }, 240_000);

  it('moves a trip to a driver the statement did not name, and a recalculation still pays him for it', async () => {
    const run = (await api('GET', `/payruns/${RUN}`, { as: PAYROLL })).body;
    const named = new Set(run.DriverList.map((d: { DriverID: string }) => d.DriverID));
    const lookups = (await api('GET', '/drivers', { as: PAYROLL })).body.drivers as Array<{ DriverID: string }>;
    const newcomer = lookups.find((d) => !named.has(d.DriverID))!.DriverID;
    const moved = await api('POST', `/payruns/${RUN}/trips/7730103/driver`, { as: PAYROLL, body: { toDriverId: newcomer } });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    const paid = (await payDoc(newcomer)).TripPayoutRecords.find((l: { TripNumber: string }) => l.TripNumber === '7730103');
    expect(paid).toBeDefined();
    expect((await calculate(PAYROLL, RUN)).body.status).toBe('processed');
    expect((await payDoc(newcomer)).TripPayoutRecords.find((l: { TripNumber: string }) => l.TripNumber === '7730103')).toMatchObject({ payout: paid.payout });
    const after = (await api('GET', `/payruns/${RUN}`, { as: PAYROLL })).body;
    const docs = (await api('GET', `/payruns/${RUN}/paydocs`, { as: PAYROLL })).body.payDocs as Array<{ totalCompensation: number }>;
    expect(cents(after.TotalCompensation)).toBe(docs.reduce((sum, d) => sum + cents(d.totalCompensation), 0));
    expect(after.DriverList.map((d: { DriverID: string }) => d.DriverID)).toContain(newcomer);
  }, 240_000);

  it("refuses dispatch, answers 404 for another company's run, and names the bad field", async () => {
    expect((await api('POST', `/payruns/${RUN}/trips/7730102/driver`, { as: RED_MESA.dispatch, body: { toDriverId: '1004501' } })).status).toBe(403);
    expect((await api('POST', `/payruns/${RUN}/trips/7730102/driver`, { as: BLUE_RIDGE.owner, body: { toDriverId: '1004501' } })).status).toBe(404);
    expect((await api('PUT', `/payruns/${RUN}/vehicles/410203/summary`, { as: BLUE_RIDGE.owner, body: { version: 1, notes: 'x' } })).status).toBe(404);
    const unknown = await api('POST', `/payruns/${RUN}/trips/7730102/driver`, { as: PAYROLL, body: { toDriverId: 'NOBODY' } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.fields.toDriverId).toBeDefined();
    const extra = await api('POST', `/payruns/${RUN}/fuel/410200/0/trip`, { as: PAYROLL, body: { tripNumber: '', vehicle: 'x' } });
    expect(extra.status).toBe(400);
    const negative = await api('PUT', `/payruns/${RUN}/vehicles/410203/summary`, { as: PAYROLL, body: { version: 1, miles: -4 } });
    expect(negative.status).toBe(400);
    expect(negative.body.fields.miles).toBeDefined();
    expect((await api('GET', `/payruns/${RUN}/corrections`, { as: RED_MESA.dispatch })).status).toBe(403);
  });
});
