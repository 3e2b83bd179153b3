import * as z from 'zod';
import { id } from '#shared/validation/bounds';
import type { PayColumns } from '#shared/payroll-summary/pay-columns';

/** GET /payruns/{id}/report (/payroll-reports/{id}): totals per driver, per vehicle and for the run. */
export interface PayRunReport {
  PayRunID: string;
  PayDateString: string;
  PayPeriod: { startDate: string; endDate: string };
  /**
   * Trips, miles, trip revenue, payout and gallons are the sums of the vehicle rows (a team trip once);
   * the pay columns (per diem negative) the sums of the driver rows, and totalCompensation their sum;
   * paid the sum of what the drivers are paid.
   */
  totals: { drivers: number; vehicles: number; trips: number; miles: number; tripRevenue: number; payout: number; gallons: number; paid: number } & PayColumns;
  /** Sums of the driver rows' trips and miles: a team trip counts for both of its drivers. */
  driverTotals: { trips: number; miles: number };
  /** Each driver's pay columns add up to his totalCompensation; paid is what he is paid (pay rules, "What the driver is paid"). */
  drivers: Array<{ DriverID: string; DisplayName: string; trips: number; miles: number; paid: number } & PayColumns>;
  vehicles: Array<{ VehicleID: string; trips: number; miles: number; tripRevenue: number; payout: number; gallons: number; drivers: string[] }>;
}

export interface MissingRunFlagView {
  TripNumber: string;
  DriverID: string;
  VehicleID: string;
  reason: string;
  resolved: boolean;
  resolvedBy?: string;
  resolvedAt?: string;
}

/** GET /payruns/{id}/driver-reports (/payroll-data/{id}). */
export interface DriverReports {
  PayRunID: string;
  drivers: Array<{ DriverID: string; DisplayName: string; PayDocID: string; trips: number; miles: number; totalCompensation: number; unresolvedFlags: number }>;
  MissingRunFlags: MissingRunFlagView[];
}

export const missingRunParams = z.object({ id: id('PayRunID'), tripNumber: id('TripNumber') });
export const resolveMissingRunBody = z.object({ resolved: z.boolean() }).strict();
