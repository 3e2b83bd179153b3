import { describe, expect, it } from 'vitest';
import { todayIn } from '#shared/dates/time-zone';
import { calculate, createRun, FIXTURE_STATEMENT, importStatement, uploadStatement } from '../support/payroll-flow.ts';
import { api, BLUE_RIDGE, RED_MESA } from '../support/tokens.ts';

const SHOP = RED_MESA.shop;
const RED_TRACTOR = '410201';
/** Valid check digits (49 CFR 565); the second differs from the first in its serial. */
const VIN_A = '1M8GDM9AXKP042788';
const VIN_B = '1XKYD49XXRN104000';

describe('fleet tractors', () => {
  it('lists only 6-character tractors with their shop status and counts for the shop manager', async () => {
    const answer = await api('GET', '/fleet/tractors', { as: SHOP });
    expect(answer.status).toBe(200);
    expect(answer.body.tractors.length).toBeGreaterThanOrEqual(15);
    for (const t of answer.body.tractors) expect(t.VehicleID).toHaveLength(6);
    expect(answer.body.tractors.find((t: { VehicleID: string }) => t.VehicleID === RED_TRACTOR)).toMatchObject({
      serviceState: expect.any(String), serviceOverdueCount: expect.any(Number), serviceDueSoonCount: expect.any(Number), reportedDefectsCount: expect.any(Number), FuelCardNo: expect.any(String), version: expect.any(Number),
    });
  });

  it('shows a driver the tractors without fuel card, device serials or who drives them, and refuses him every write', async () => {
    const answer = await api('GET', '/fleet/tractors', { as: RED_MESA.driver });
    expect(answer.status).toBe(200);
    for (const t of answer.body.tractors) expect(t.FuelCardNo ?? t.EldSerial ?? t.VedrSerial ?? t.currentDriverId).toBeUndefined();
    expect((await api('POST', '/fleet/tractors', { as: RED_MESA.driver, body: { VehicleID: 'DRV001', Vin: VIN_A } })).status).toBe(403);
    expect((await api('PUT', `/fleet/tractors/${RED_TRACTOR}/service-state`, { as: RED_MESA.driver, body: { serviceState: 'in-shop', version: 1 } })).status).toBe(403);
    expect((await api('GET', `/fleet/tractors/${RED_TRACTOR}/trips`, { as: RED_MESA.driver })).status).toBe(403);
  });

  it("answers 404 for another company's tractor", async () => {
    expect((await api('GET', `/fleet/tractors/${RED_TRACTOR}`, { as: BLUE_RIDGE.owner })).status).toBe(404);
    expect((await api('PUT', `/fleet/tractors/${RED_TRACTOR}`, { as: BLUE_RIDGE.owner, body: { Vin: VIN_A, version: 1 } })).status).toBe(404);
    expect((await api('GET', `/fleet/tractors/${RED_TRACTOR}/vin-history`, { as: BLUE_RIDGE.owner })).status).toBe(404);
  });

  it('refuses a VIN with a wrong check digit, naming Vin and the digit expected, and writes nothing', async () => {
    const answer = await api('POST', '/fleet/tractors', { as: SHOP, body: { VehicleID: 'BAD001', Vin: '1M8GDM9A1KP042788' } });
    expect(answer.status).toBe(400);
    expect(answer.body.fields.Vin).toMatch(/check digit .* should be X/);
    expect((await api('GET', '/fleet/tractors/BAD001', { as: SHOP })).status).toBe(404);
  });

  it('refuses a tractor number that is not 6 characters, naming VehicleID', async () => {
    const answer = await api('POST', '/fleet/tractors', { as: SHOP, body: { VehicleID: '12345', Vin: VIN_A } });
    expect(answer.status).toBe(400);
    expect(answer.body.fields.VehicleID).toBeDefined();
  });

  it('adds a tractor, refuses a stale edit with 409 and keeps each VIN change in its history', async () => {
    const created = await api('POST', '/fleet/tractors', { as: SHOP, body: { VehicleID: 'sh0p01', Vin: VIN_A, Domicile: 'phx', Make: 'Kenworth', VedrSerial: 'VEDR-1', EldSerial: 'ELD-1', FuelCardNo: '7083', LicensePlateNo: 'AZ123' } });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({ VehicleID: 'SH0P01', Domicile: 'PHX', serviceState: 'in-service', version: 1 });
    expect((await api('POST', '/fleet/tractors', { as: SHOP, body: { VehicleID: 'SH0P01', Vin: VIN_A } })).status).toBe(409);

    const edited = await api('PUT', '/fleet/tractors/SH0P01', { as: SHOP, body: { Vin: VIN_B, Domicile: 'PHX', Make: 'Kenworth', version: 1 } });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body).toMatchObject({ Vin: VIN_B, version: 2 });
    expect(edited.body.VedrSerial).toBeUndefined();
    const stale = await api('PUT', '/fleet/tractors/SH0P01', { as: SHOP, body: { Vin: VIN_A, version: 1 } });
    expect(stale.status).toBe(409);

    const history = await api('GET', '/fleet/tractors/SH0P01/vin-history', { as: SHOP });
    expect(history.status).toBe(200);
    expect(history.body.changes).toEqual([expect.objectContaining({ fromVin: VIN_A, toVin: VIN_B, changedBy: expect.any(String) })]);

    const deactivated = await api('PUT', '/fleet/tractors/SH0P01', { as: SHOP, body: { Vin: VIN_B, Active: false, version: 2 } });
    expect(deactivated.body).toMatchObject({ Active: false, version: 3 });
  });

  it("keeps a VIN changed in payroll's tractor lookup in the history, and the fleet editor's lock sees that edit", async () => {
    const { body: before } = await api('GET', '/fleet/tractors/410205', { as: SHOP });
    const refused = await api('PUT', '/tractors/410205', { as: RED_MESA.payroll, body: { Vin: '1M8GDM9A1KP042788', Domicile: before.Domicile, Active: true } });
    expect(refused.status).toBe(400);
    expect(refused.body.fields.Vin).toMatch(/check digit/);
    const edited = await api('PUT', '/tractors/410205', { as: RED_MESA.payroll, body: { Vin: VIN_A, Domicile: before.Domicile, Active: true } });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    const history = (await api('GET', '/fleet/tractors/410205/vin-history', { as: SHOP })).body.changes;
    expect(history[0]).toMatchObject({ fromVin: before.Vin, toVin: VIN_A });
    expect((await api('PUT', '/fleet/tractors/410205', { as: SHOP, body: { Vin: before.Vin, version: before.version } })).status).toBe(409);
  });

  it('moves a tractor out of service only with a reason, and back in service clears it', async () => {
    const { body: before } = await api('GET', '/fleet/tractors/410203', { as: SHOP });
    const noReason = await api('PUT', '/fleet/tractors/410203/service-state', { as: SHOP, body: { serviceState: 'out-of-service', version: before.version } });
    expect(noReason.status).toBe(400);
    expect(noReason.body.fields.outOfServiceReason).toBeDefined();

    const out = await api('PUT', '/fleet/tractors/410203/service-state', { as: SHOP, body: { serviceState: 'out-of-service', outOfServiceReason: 'Cracked windshield', version: before.version } });
    expect(out.status, JSON.stringify(out.body)).toBe(200);
    expect(out.body).toMatchObject({ serviceState: 'out-of-service', outOfServiceReason: 'Cracked windshield', version: before.version + 1 });
    expect((await api('PUT', '/fleet/tractors/410203/service-state', { as: SHOP, body: { serviceState: 'in-shop', version: before.version } })).status).toBe(409);

    const back = await api('PUT', '/fleet/tractors/410203/service-state', { as: SHOP, body: { serviceState: 'in-service', version: before.version + 1 } });
    expect(back.body.serviceState).toBe('in-service');
    expect(back.body.outOfServiceReason).toBeUndefined();
  });

  it('gives the shop manager trips and fuel but keeps payouts for payroll staff', async () => {
    const trips = await api('GET', `/fleet/tractors/${RED_TRACTOR}/trips`, { as: SHOP });
    expect(trips.status).toBe(200);
    expect(trips.body).toMatchObject({ from: expect.stringMatching(/^\d{4}-\d{2}-01$/), trips: expect.any(Array), fuel: expect.any(Array) });
    expect((await api('GET', `/fleet/tractors/${RED_TRACTOR}/payouts`, { as: SHOP })).status).toBe(403);
    const payouts = await api('GET', `/fleet/tractors/${RED_TRACTOR}/payouts`, { as: RED_MESA.payroll });
    expect(payouts.status).toBe(200);
    expect(payouts.body.payouts).toEqual(expect.any(Array));
  });

  it('refuses a bad VIN history cursor, naming cursor', async () => {
    const answer = await api('GET', `/fleet/tractors/${RED_TRACTOR}/vin-history?cursor=not-a-cursor`, { as: SHOP });
    expect(answer.status).toBe(400);
    expect(answer.body.fields.cursor).toBeDefined();
  });

  it("lists a recent pay run's trips and fuel of the tractor, and their payouts to payroll staff adding up to the run's lines", async () => {
    // The last Saturday in the company's zone: inside the window of the start of the previous month.
    const today = new Date(`${todayIn('America/Phoenix')}T00:00:00Z`);
    today.setUTCDate(today.getUTCDate() - ((today.getUTCDay() + 1) % 7));
    const run = await createRun(RED_MESA.payroll, today.toISOString().slice(0, 10));
    // The demo calculates its last complete weeks (demo-pay-history.ts): that run is taken as it is.
    if (((await api('GET', `/payruns/${run}`, { as: RED_MESA.payroll })).body.DriverList ?? []).length === 0) {
      await importStatement(RED_MESA.payroll, run, await uploadStatement(RED_MESA.payroll, FIXTURE_STATEMENT));
    }
    expect((await calculate(RED_MESA.payroll, run)).body.status).toBe('processed');

    const vehicle = (await api('GET', `/payruns/${run}/vehicles/410200`, { as: RED_MESA.payroll })).body;
    const week = (await api('GET', '/fleet/tractors/410200/trips', { as: SHOP })).body;
    expect(vehicle.TripLogs.length).toBeGreaterThan(0);
    expect(week.trips.filter((t: { PayRunID: string }) => t.PayRunID === run).map((t: { TripNumber: string }) => t.TripNumber).sort())
      .toEqual(vehicle.TripLogs.map((t: { TripNumber: string }) => t.TripNumber).sort());
    const payouts = (await api('GET', '/fleet/tractors/410200/payouts', { as: RED_MESA.payroll })).body.payouts.filter((p: { PayRunID: string }) => p.PayRunID === run);
    expect(payouts.length).toBeGreaterThan(0);
    expect(payouts.length).toBe(vehicle.TripPayoutRecords.length);
    expect(payouts.reduce((s: number, p: { payout: number }) => s + Math.round(p.payout * 100), 0)).toBe(vehicle.TripPayoutRecords.reduce((s: number, p: { payout: number }) => s + Math.round(p.payout * 100), 0));
  }, 180_000);
});
