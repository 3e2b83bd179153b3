import * as z from 'zod';
import { money, version } from '#shared/payroll-api/common';
import { id, wholeNumberText } from '#shared/validation/bounds';
import type { BrokenLeg } from './broken-legs.ts';
import type { SpotRunName } from './spot-names.ts';

/** The widest date range one trip-legs request reads (about a quarter: 14 weekly pay runs). */
export const MAX_TRIP_RANGE_DAYS = 92;
export const TRIP_PAGE_SIZE = 100;
/** The statement files screen lists the newest pay-run statements (spec §9 recent pay runs). */
export const RECENT_STATEMENT_FILES = 52;

const isoDate = z.iso.date('Expected a date as YYYY-MM-DD.');

export const tripLegsQuery = z
  .object({
    vehicleId: id('vehicleId', 20),
    from: isoDate,
    to: isoDate,
    cursor: z.string().trim().max(80, 'cursor is at most 80 characters.').regex(/^\d{4}-\d{2}-\d{2}~[^~]{1,40}~\d{6}$/, 'Not a cursor of this list.').optional(),
    limit: z.coerce.number().int().min(1).max(TRIP_PAGE_SIZE).default(TRIP_PAGE_SIZE),
  })
  .strict()
  .refine((q) => q.from <= q.to, { path: ['to'], message: 'To must not be before From.' })
  .refine((q) => (Date.parse(q.to) - Date.parse(q.from)) / 86_400_000 <= MAX_TRIP_RANGE_DAYS, { path: ['to'], message: `At most ${MAX_TRIP_RANGE_DAYS} days at a time.` });

export interface TripRecordView {
  PayRunID: string;
  TripNumber: string;
  VehicleID: string;
  /** YYYY-MM-DD, or '' when the statement's date could not be read. */
  tripDate: string;
  RunType: string;
  DriverNo1: string;
  DriverName1: string;
  DriverNo2: string;
  LegOrg: string;
  LegDest: string;
  SpotName: string;
  MilesQTY: number;
  StatementOrderIndex: number;
  /** The leg check found this trip not starting where the previous one ended. */
  brokenLeg: boolean;
}

export interface MissingRunView {
  PayRunID: string;
  TripNumber: string;
  DriverID: string;
  reason: string;
  resolved: boolean;
}

export interface TripLegsAnswer {
  trips: TripRecordView[];
  /** Every broken leg of the whole range, not only of this page. */
  brokenLegs: BrokenLeg[];
  /** The open and resolved missing-run flags of this tractor in the range's pay runs. */
  missingRuns: MissingRunView[];
  tripCount: number;
  hasMore: boolean;
  cursor?: string;
}

export interface StatementFileView {
  importBatchId: string;
  PayRunID: string;
  fileName: string;
  fileKey: string;
  importedAt: string;
  importedBy: string;
  status: string;
  tripCount: number;
  fuelCount: number;
  /** Signed link, valid for a few minutes. */
  downloadUrl: string;
}

export interface SpotRunNamesAnswer {
  PayRunID: string;
  names: SpotRunName[];
}

/** Move a trip the statement gave the wrong first driver into the right driver's pay document. */
export const moveTripBody = z.object({ toDriverId: id('toDriverId', 20), note: z.string().trim().max(500).optional() }).strict();
export const tripParams = z.object({ id: id('PayRunID'), tripNumber: id('tripNumber', 40) });

/** Assign a fuel purchase to its trip and vehicle. */
export const fuelAssignBody = z.object({ tripNumber: id('tripNumber', 40), note: z.string().trim().max(500).optional() }).strict();
export const fuelParams = z.object({ id: id('PayRunID'), vehicleId: id('vehicleId', 20), order: wholeNumberText('order', 0, 100_000) });

/** Edit a vehicle summary's hand-kept fields (version lock). */
export const vehicleSummaryBody = z
  .object({
    version,
    notes: z.string().trim().max(2000).optional(),
    miles: z.number().finite().min(0).max(100_000).optional(),
    gallons: z.number().finite().min(0).max(100_000).optional(),
    tripRevenue: money.optional(),
    note: z.string().trim().max(500).optional(),
  })
  .strict();
export const vehicleParams = z.object({ id: id('PayRunID'), vehicleId: id('vehicleId', 20) });

export type CorrectionKind = 'move-trip' | 'assign-fuel' | 'vehicle-summary';

export interface CorrectionAuditView {
  auditId: string;
  kind: CorrectionKind;
  subject: string;
  changedBy: string;
  changedAt: string;
  before: string;
  after: string;
  note?: string;
  recalculatedDrivers: string[];
}
