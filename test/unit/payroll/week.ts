import { computePayWeek } from '#shared/payroll/pay-week';
import type { DriverPayDoc, PayWeekResult, TripPayoutRecord } from '#shared/payroll/result-types';
import type { PayWeekInput, TripLog } from '#shared/payroll/types';

/** A one-week scenario with sensible defaults, for table-driven rule tests. */
export function week(overrides: Partial<PayWeekInput> = {}): PayWeekResult {
  return computePayWeek({
    weekEnding: '11/13/2026',
    company: {},
    drivers: [{ DriverID: '1000001', Active: true, HireDate: '2020-01-01' }],
    tripLogs: [],
    ...overrides,
  });
}

export function trip(fields: Partial<TripLog>): TripLog {
  return { TripNumber: 'T1', RunType: 'LINEHAUL', MilesQTY: 100, VehicleID: 'TR0101', DriverNo1: '1000001', DriverNo2: '', ...fields };
}

export function docOf(result: PayWeekResult, driverId = '1000001'): DriverPayDoc {
  const doc = result.payDocs.find((d) => String(d.DriverID) === driverId);
  if (!doc) throw new Error(`no pay document for ${driverId}`);
  return doc;
}

export function recordOf(result: PayWeekResult, driverId = '1000001', tripNumber = 'T1'): TripPayoutRecord {
  const record = docOf(result, driverId).TripPayoutRecords.find((r) => r.TripNumber === tripNumber);
  if (!record) throw new Error(`no record of ${tripNumber} for ${driverId}`);
  return record;
}
