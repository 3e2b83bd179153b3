import { beforeAll, describe, expect, it } from 'vitest';
import { api, RED_MESA } from '../support/tokens.ts';
import { FIXTURE_STATEMENT, calculate, createRun, importStatement, uploadStatement } from '../support/payroll-flow.ts';

const RUN = '2026-01-24';
const PAYROLL = RED_MESA.payroll;

describe('payroll tools', () => {
  beforeAll(async () => {
    await createRun(PAYROLL, RUN);
    await importStatement(PAYROLL, RUN, await uploadStatement(PAYROLL, FIXTURE_STATEMENT));
    expect((await calculate(PAYROLL, RUN)).body.status).toBe('processed');
  }, 180_000);

  it('keeps a manual payout edit through a recalculation and audits who changed what', async () => {
    const doc = (await api('GET', `/payruns/${RUN}/paydocs/1004501`, { as: PAYROLL })).body;
    const line = doc.TripPayoutRecords.find((l: { RunType: string }) => l.RunType === 'LINEHAUL');
    const edited = await api('PUT', `/payruns/${RUN}/payouts/1004501/${line.TripNumber}`, { as: PAYROLL, body: { payout: 412.34, version: line.version, note: 'Detention agreed with dispatch' } });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body).toMatchObject({ payout: 412.34, manual: true, version: line.version + 1 });

    const stale = await api('PUT', `/payruns/${RUN}/payouts/1004501/${line.TripNumber}`, { as: PAYROLL, body: { payout: 1, version: line.version } });
    expect(stale.status).toBe(409);

    const after = (await api('GET', `/payruns/${RUN}/paydocs/1004501`, { as: PAYROLL })).body;
    const mileage = after.compModel.find((e: { label: string }) => e.label === 'Mileage Pay').value;
    expect(Math.round((mileage - doc.compModel.find((e: { label: string }) => e.label === 'Mileage Pay').value) * 100)).toBe(Math.round((412.34 - line.payout) * 100));

    await calculate(PAYROLL, RUN);
    const recalculated = (await api('GET', `/payruns/${RUN}/paydocs/1004501`, { as: PAYROLL })).body;
    expect(recalculated.TripPayoutRecords.find((l: { TripNumber: string }) => l.TripNumber === line.TripNumber)).toMatchObject({ payout: 412.34, manual: true });

    const audit = await api('GET', `/payruns/${RUN}/payout-audit?driverId=1004501`, { as: PAYROLL });
    expect(audit.body.entries).toEqual([
      expect.objectContaining({ TripNumber: line.TripNumber, changedBy: 'Marcus Bell', before: { payout: line.payout, manual: false, version: line.version }, after: { payout: 412.34, manual: true, version: line.version + 1 }, note: 'Detention agreed with dispatch' }),
    ]);
  }, 120_000);

  it('refuses a negative payout, naming the field', async () => {
    const answer = await api('PUT', `/payruns/${RUN}/payouts/1004501/7730106`, { as: PAYROLL, body: { payout: -5, version: 1 } });
    expect(answer.status).toBe(400);
    expect(answer.body.fields.payout).toBeDefined();
  });

  it('shows the per-driver difference of an edited rule without saving it', async () => {
    const before = (await api('GET', `/payruns/${RUN}`, { as: PAYROLL })).body.TotalCompensation;
    const whatIf = await api('POST', `/payruns/${RUN}/what-if`, { as: PAYROLL, body: { company: { soloRateTable: [{ mileRangeStart: 0, mileRangeEnd: 9999, payRate: 0.7 }] } } });
    expect(whatIf.status, JSON.stringify(whatIf.body)).toBe(200);
    expect(whatIf.body.saved).toBe(false);
    expect(whatIf.body.difference).toBeGreaterThan(0);
    expect(whatIf.body.drivers.length).toBeGreaterThan(0);
    expect(whatIf.body.drivers[0].changedTrips[0].explanation).toMatch(/0\.7/);
    expect((await api('GET', `/payruns/${RUN}`, { as: PAYROLL })).body.TotalCompensation).toBe(before);
  });

  it('backs up the spot payout table before a bulk import and restores it', async () => {
    const csv = 'spotName,siteName,payType,payRate,payout\r\nWALMART DC 6011,Casa Grande,Flat Rate,190,190\r\nFRYS FOOD DC,Tolleson,Flat Rate,150,150\r\n';
    const imported = await api('POST', '/pay-tables/spot-payouts/imports', { as: PAYROLL, body: { csv, fileName: 'spots-jan.csv' } });
    expect(imported.status, JSON.stringify(imported.body)).toBe(200);
    expect(imported.body).toMatchObject({ newSpots: 1, updatedSpots: 1, changeCount: 2, recordCount: 4, backup: { backupType: 'automatic', reason: 'Bulk import operation', fileName: 'spots-jan.csv', recordCount: 3, newSpots: 1, updatedSpots: 1 } });
    const tables = (await api('GET', '/pay-tables', { as: PAYROLL })).body.tables;
    expect(tables.SpotPayoutTable.find((r: { spotName: string }) => r.spotName === 'WALMART DC 6011').payout).toBe(190);

    const restored = await api('POST', `/pay-tables/backups/${imported.body.backup.backupId}/restore`, { as: PAYROLL });
    expect(restored.status).toBe(200);
    const back = (await api('GET', '/pay-tables', { as: PAYROLL })).body.tables.SpotPayoutTable;
    expect(back.map((r: { spotName: string; payout: number }) => [r.spotName, r.payout])).toEqual([['WALMART DC 6011', 185], ['HOME DEPOT RDC', 160], ['AMAZON PHX7', 172.5]]);
    const backups = (await api('GET', '/pay-tables/backups', { as: PAYROLL })).body.backups;
    expect(backups.length).toBeGreaterThanOrEqual(2);
  });

  it('names the row and field of a bad spot import row and changes nothing', async () => {
    const answer = await api('POST', '/pay-tables/spot-payouts/imports', { as: PAYROLL, body: { rows: [{ spotName: 'X', payType: 'Per Hour', payout: 5 }] } });
    expect(answer.status).toBe(400);
    expect(answer.body.fields['rows.0.payType']).toBeDefined();
  });

  it('edits bonus buttons with a version lock', async () => {
    const created = await api('POST', '/bonus-buttons', { as: PAYROLL, body: { label: 'Holiday Bonus', payoutType: 'flat-rate', flatAmount: 75, applyToAll: true, calculationMethods: [{ type: 'flat-rate', flatAmount: 75 }, { type: 'per-mile', rate: 0.01, maxPayout: 20 }] } });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({ hasMultipleMethods: true, methodTypes: ['flat-rate', 'per-mile'], taxable: true, includeTripEarnings: true });
    const updated = await api('PUT', `/bonus-buttons/${created.body.id}`, { as: PAYROLL, body: { label: 'Holiday Bonus', payoutType: 'flat-rate', flatAmount: 80, applyToAll: true, version: 1 } });
    expect(updated.status).toBe(200);
    expect((await api('PUT', `/bonus-buttons/${created.body.id}`, { as: PAYROLL, body: { label: 'Stale', version: 1 } })).status).toBe(409);
    expect((await api('DELETE', `/bonus-buttons/${created.body.id}`, { as: PAYROLL })).status).toBe(200);
    const labels = (await api('GET', '/bonus-buttons', { as: PAYROLL })).body.bonusButtons.map((b: { label: string }) => b.label);
    expect(labels).toEqual(['Fuel Efficiency Incentive', 'Safety Bonus', 'Weekly Guarantee']);
  });

  it("edits a driver's pay settings and rate tables", async () => {
    const drivers = (await api('GET', '/drivers', { as: PAYROLL })).body.drivers;
    const driver = drivers.find((d: { DriverID: string }) => d.DriverID === '1004510');
    const body = { FirstName: driver.FirstName, LastName: driver.LastName, Domicile: driver.Domicile, HireDate: driver.HireDate, soloRateTable: [{ mileRangeStart: 0, mileRangeEnd: 9999, payRate: 0.6 }], payHourlyRate: true, hourlyRate: 22.5, version: driver.version };
    const saved = await api('PUT', '/drivers/1004510', { as: PAYROLL, body });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toMatchObject({ soloRateTable: [{ mileRangeStart: 0, mileRangeEnd: 9999, payRate: 0.6 }], hourlyRate: 22.5, version: driver.version + 1 });
    expect((await api('PUT', '/drivers/1004510', { as: PAYROLL, body })).status).toBe(409);
    const bad = await api('PUT', '/drivers/1004510', { as: PAYROLL, body: { ...body, version: undefined, soloRateTable: [{ mileRangeStart: 500, mileRangeEnd: 100, payRate: 0.6 }] } });
    expect(bad.status).toBe(400);
    expect(bad.body.fields['soloRateTable.0.mileRangeEnd']).toBeDefined();
  });

  it('lists the 13 statement periods before a week with the schedule start', async () => {
    const answer = await api('GET', '/statement-periods?weekEnding=2026-01-24', { as: PAYROLL });
    expect(answer.body.periods).toHaveLength(13);
    expect(answer.body.periods[0]).toEqual({ startDate: '2026-01-11', endDate: '2026-01-17', payDate: '2026-01-23', scheduleStart: '2026-01-11', activeTruckSummary: null, selectedDriver: null });
  });

  it('shows a vehicle with its trips, fuel and payouts', async () => {
    const vehicles = (await api('GET', `/payruns/${RUN}/vehicles`, { as: PAYROLL })).body.vehicles;
    expect(vehicles).toHaveLength(15);
    const one = await api('GET', `/payruns/${RUN}/vehicles/410200`, { as: PAYROLL });
    expect(one.body.summary.trips).toBe(one.body.TripLogs.length);
    expect(one.body.FuelLogs.length).toBeGreaterThan(0);
  });
});
