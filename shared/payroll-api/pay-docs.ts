import type { CompModelEntry } from '#shared/payroll/result-types';
import type { DriverPayStatement } from '#shared/payroll/driver-pay-lines';
import * as z from 'zod';
import { id } from '#shared/validation/bounds';
import { money, version } from './common.ts';

/** One line of the trip payout table, with the engine's explanation (spec trip payout record). */
export interface TripPayoutView {
  TripNumber: string;
  DriverID: string;
  VehicleID: string;
  RunType: string;
  TripType: string;
  MilesQTY: number;
  PayType: string;
  PayRate: number | null;
  payout: number;
  DandHpayout: number;
  SpotTripId?: string;
  payoutRule: string;
  explanation: string;
  dandhExplanation: string;
  /** True when payroll staff set this payout by hand; recalculations keep it. */
  manual: boolean;
  version: number;
}

/** An engine comp-model entry as stored; entries from a settlement adjustment name it. */
export interface CompModelEntryView extends CompModelEntry {
  /** Set on entries that come from a settlement adjustment. */
  adjustmentId?: string;
}

/** A pay document as its driver reads it: the week and his pay in plain lines, none of the engine's working. */
export interface DriverPayDocView {
  PayDocID: string;
  PayRunID: string;
  DriverID: string;
  DisplayName: string;
  payDate: string;
  payDateString: string;
  endDate: string;
  endDateString: string;
  totalMiles: number;
  pay: DriverPayStatement;
}

/** A driver's pay document (spec part 2 §3 payrollDocs) with its rows joined in, for payroll staff. */
export interface PayDocView extends DriverPayDocView {
  FirstName: string;
  LastName: string;
  PayType: string;
  mileagePayout: number;
  dropAndHookPayout: number;
  compModel: CompModelEntryView[];
  bonusOutcomes: Array<{ id: string; label: string; applied: boolean; reason?: string; amount: number; explanation: string }>;
  totalCompensation: number;
  totalExplanation: string;
  /** The engine's total before settlement adjustments. */
  engineTotalCompensation: number;
  TripPayoutRecords: TripPayoutView[];
  TripLogs: Array<Record<string, unknown>>;
  FuelLogs: Array<Record<string, unknown>>;
  calculatedAt: string;
}

/** PUT /payruns/{id}/payouts/{driverId}/{tripNumber}: a manual payout edit. */
export const payoutEditBody = z
  .object({
    payout: money.refine((v) => v >= 0, 'A payout cannot be negative.'),
    /** The record's version the editor loaded; a newer one gives 409. */
    version,
    note: z.string().trim().max(300).optional(),
  })
  .strict();
export type PayoutEdit = z.infer<typeof payoutEditBody>;

export const payoutParams = z.object({ id: id('PayRunID'), driverId: id('DriverID'), tripNumber: id('TripNumber') });

/** Who changed a payout, when, and from what to what. */
export interface PayoutAuditView {
  auditId: string;
  PayRunID: string;
  DriverID: string;
  TripNumber: string;
  changedByUid: string;
  changedBy: string;
  changedAt: string;
  before: { payout: number; manual: boolean; version: number };
  after: { payout: number; manual: boolean; version: number };
  note?: string;
}

/** POST /payruns/{id}/paydocs/{driverId}/link: a signed link that expires. */
export interface PayDocLink {
  url: string;
  expiresAt: string;
  fileName: string;
}

/** GET /me/paydocs: the driver's own pay history, newest first. */
export interface PayHistoryEntry {
  PayRunID: string;
  PayDocID: string;
  payDate: string;
  payDateString: string;
  endDateString: string;
  totalMiles: number;
  totalCompensation: number;
  /** What he received (pay rules, "What the driver is paid"), in cents. */
  paidCents: number;
}

export const PAY_HISTORY_LIMIT = 12;
