import * as z from 'zod';
import { isoDate } from './common.ts';

/**
 * Pay run lifecycle: created as draft; importing/calculating/removing (its statement) while a workflow
 * runs; processed when pay documents are written.
 */
export const PAY_RUN_STATUSES = ['draft', 'importing', 'imported', 'calculating', 'removing', 'processed', 'failed'] as const;
export type PayRunStatus = (typeof PAY_RUN_STATUSES)[number];

/** While a workflow works on the run, every other change to it waits (409). */
export const BUSY_RUN_STATUSES: readonly PayRunStatus[] = ['importing', 'calculating', 'removing'];
export const isRunBusy = (status: string): boolean => (BUSY_RUN_STATUSES as readonly string[]).includes(status);

/** POST /payruns */
export const createPayRunBody = z.object({ weekEnding: isoDate }).strict();
export type CreatePayRun = z.infer<typeof createPayRunBody>;

/** POST /payruns/{id}/calculations: no options; manual payouts are always kept. */
export const startCalculationBody = z.object({}).strict();

export interface PayPeriodView {
  startDate: string;
  endDate: string;
  startDateString: string;
  endDateString: string;
  payDate: string;
  payDateString: string;
}

export interface ProcessingError {
  DriverID: string;
  message: string;
}

/** The stored pay run (spec part 2 §3 payrollRunData) as the API returns it. */
export interface PayRunView {
  id: string;
  PayRunID: string;
  companyId: string;
  WeekEnding: string;
  WeekEndingString: string;
  PayDate: string;
  PayDateString: string;
  PayPeriod: PayPeriodView;
  createdBy: string;
  createdAt: string;
  status: PayRunStatus;
  isProcessed: boolean;
  DriverList: Array<{ DriverID: string; DisplayName: string }>;
  VehicleList: string[];
  BaseFuelIncentive: number;
  FuelSupplementPay: number;
  TotalTripRevenue: number;
  TotalCompensation: number;
  statementFileUrl?: string;
  statementFilePath?: string;
  importBatchId?: string;
  processingErrors: ProcessingError[];
  /** Calculation progress: drivers done of total; failures are in processingErrors. */
  progress: { driversDone: number; driversTotal: number; driversFailed: number };
  calculatedAt?: string;
  version: number;
}

/** GET /payruns: the pay-run tree, one node per pay date with its two reports. */
export interface PayRunTreeNode {
  id: string;
  PayDate: string;
  PayDateString: string;
  WeekEnding: string;
  status: PayRunStatus;
  isProcessed: boolean;
  children: Array<{ label: 'Summary' | 'Driver Reports'; path: string }>;
}

/** The two report routes of a pay run (spec part 2 §2). */
export function payRunTreeChildren(id: string): PayRunTreeNode['children'] {
  return [
    { label: 'Summary', path: `/payroll-reports/${id}` },
    { label: 'Driver Reports', path: `/payroll-data/${id}` },
  ];
}
