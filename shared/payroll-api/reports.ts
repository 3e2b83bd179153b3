import * as z from 'zod';

/** GET /payruns/{id}/report (/payroll-reports/{id}): totals per driver, per vehicle and for the run. */
export interface PayRunReport {
  PayRunID: string;
  PayDateString: string;
  PayPeriod: { startDate: string; endDate: string };
  totals: { drivers: number; vehicles: number; trips: number; miles: number; tripRevenue: number; mileagePay: number; dandhPay: number; bonuses: number; adjustments: number; totalCompensation: number };
  drivers: Array<{ DriverID: string; DisplayName: string; trips: number; miles: number; mileagePay: number; dandhPay: number; bonuses: number; adjustments: number; totalCompensation: number }>;
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

export const missingRunParams = z.object({ id: z.string().min(1), tripNumber: z.string().min(1) });
export const resolveMissingRunBody = z.object({ resolved: z.boolean() }).strict();
