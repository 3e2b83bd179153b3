import { describe, expect, it } from 'vitest';
import type { PayWeekInput } from '#shared/payroll/types';
import { applyWhatIf, whatIfInBrowser } from '../../../web/src/features/payroll/whatif/what-if-engine.ts';

const scenario: PayWeekInput = {
  weekEnding: '2026-01-03',
  company: { soloRateTable: [{ mileRangeStart: 0, mileRangeEnd: 9999, payRate: 0.5 }] },
  drivers: [
    { DriverID: '1004500', DisplayName: 'Jake Thornton', Active: true },
    { DriverID: '1004501', DisplayName: 'Maria Castillo', Active: true, soloRateTable: [{ mileRangeStart: 0, mileRangeEnd: 9999, payRate: 0.6 }] },
  ],
  tripLogs: [
    { TripNumber: 'T1', RunType: 'LINEHAUL', MilesQTY: 100, VehicleID: '410200', DriverNo1: '1004500' },
    { TripNumber: 'T2', RunType: 'LINEHAUL', MilesQTY: 200, VehicleID: '410201', DriverNo1: '1004501' },
  ],
};

describe('what-if in the browser', () => {
  it('shows the per-driver difference of a company rate change, and none for a driver on his own table', () => {
    const result = whatIfInBrowser('2026-01-03', scenario, { company: { soloRateTable: [{ mileRangeStart: 0, mileRangeEnd: 9999, payRate: 0.55 }] } });
    const jake = result.drivers.find((d) => d.DriverID === '1004500');
    const maria = result.drivers.find((d) => d.DriverID === '1004501');
    expect(jake).toMatchObject({ before: 50, after: 55, difference: 5 });
    expect(jake?.changedTrips).toEqual([{ TripNumber: 'T1', before: 50, after: 55, explanation: expect.stringContaining('55') }]);
    expect(maria).toMatchObject({ before: 120, after: 120, difference: 0, changedTrips: [] });
    expect(result).toMatchObject({ totalBefore: 170, totalAfter: 175, difference: 5, saved: false });
  });

  it('changes only the named driver and reads a terminated flag as the engine does', () => {
    const changed = applyWhatIf(scenario, { drivers: [{ DriverID: '1004501', TermStatus: true }] } as never);
    expect(changed.drivers[0]).toBe(scenario.drivers[0]);
    expect(changed.drivers[1]).toMatchObject({ DriverID: '1004501', TermStatus: 'Terminated' });
  });
});
