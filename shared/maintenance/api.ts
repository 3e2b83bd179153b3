import * as z from 'zod';
import { LIMITS } from '#shared/validation/bounds';
import { labelled } from '#shared/validation/field-labels';
import { typedDate } from '#shared/validation/typed-date';
import type { CostLine, CostTotals } from './costs.ts';
import type { SearchEntry, ServiceStatus } from './search.ts';

/** Request schemas and answers of the maintenance API, shared by the lambdas and the web forms. */
export const SERVICE_STATUSES = ['In Progress', 'Completed'] as const;
export const FILING_STATUSES = ['filed', 'not filed'] as const;
export const REMINDER_STATES = ['overdue', 'due', 'due-soon', 'ok', 'unknown'] as const;
export type ReminderState = (typeof REMINDER_STATES)[number];

const isoDay = z.iso.date('Expected a date as YYYY-MM-DD.');
// Sentences naming the field come from the one error map (shared/validation/read-fields).
const text = (max: number) => z.string().trim().max(max);
export const recordId = z.string().trim().max(64, 'id is at most 64 characters.').regex(/^[A-Za-z0-9_-]{1,64}$/, 'id is required: 1 to 64 letters, digits, - or _.');
export const vehicleId = z.string().trim().min(1, 'Tractor is required.').max(20, 'Tractor is at most 20 characters.');
const dollars = z
  .number({ error: 'Expected an amount in dollars.' })
  .finite()
  .min(0, 'An amount is not negative.')
  .max(LIMITS.amount, 'At most a billion dollars.')
  .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, 'At most two decimals (whole cents).');
const miles = z.number().int('Whole miles.').min(0).max(10_000_000);

export const costLineSchema = z.strictObject({ kind: z.enum(['parts', 'labour']), description: text(120), amount: dollars });

/** The fields a shop manager edits; Vin and Domicile come from the tractor. */
const recordFields = {
  VehicleID: labelled(vehicleId, 'Tractor'),
  ServiceDate: typedDate('Service date'),
  ServiceStatus: labelled(z.enum(SERVICE_STATUSES), 'Service status').default('In Progress'),
  status: z.enum(FILING_STATUSES).default('not filed'),
  isPM: z.boolean().default(false),
  serviceType: labelled(text(60), 'Service type').default(''),
  odometer: labelled(miles, 'Odometer').optional(),
  ServiceNo: labelled(text(60), 'Service no.').default(''),
  ServiceProvider: labelled(text(120), 'Service provider').default(''),
  filename: text(255).default(''),
  notes: labelled(text(2000), 'Notes').default(''),
  costLines: labelled(z.array(costLineSchema).max(50), 'Cost lines').default([]),
};

/** POST /maintenance/records: saving needs an id (spec §5); the client makes it. */
export const recordCreateBody = z.strictObject({ id: recordId, ...recordFields });
export type RecordInput = z.infer<typeof recordCreateBody>;

/** PUT /maintenance/records/{id}: `was` names the stored record (its tractor and day are its key). */
export const recordUpdateBody = z.strictObject({
  ...recordFields,
  was: z.strictObject({ VehicleID: vehicleId, ServiceDate: isoDay }),
  version: z.number().int().min(0),
});

export const recordKeyBody = z.strictObject({ VehicleID: vehicleId, ServiceDate: isoDay });

/** Longest reason a void keeps. */
export const VOID_REASON_MAX = 200;
const voidReason = z
  .string({ error: 'Reason is required.' })
  .trim()
  .min(1, 'Reason is required.')
  .max(VOID_REASON_MAX, `Reason is at most ${VOID_REASON_MAX} characters.`);

/** POST /maintenance/records/{id}/void: the record's key, the version the client saw, and why. */
export const voidBody = z.strictObject({ VehicleID: vehicleId, ServiceDate: isoDay, version: z.number().int().min(0), reason: labelled(voidReason, 'Reason') });

export const invoiceUploadBody = z.strictObject({
  VehicleID: vehicleId,
  ServiceDate: isoDay,
  fileName: z.string().trim().min(1, 'The file name is required.').max(255),
  fileType: z.enum(['application/pdf', 'image/jpeg', 'image/png'], { error: 'Invoices are PDF, JPEG or PNG.' }),
  fileSize: z.number().int().min(1).max(25 * 1024 * 1024, 'An invoice is at most 25 MB.'),
});

export const RECORD_LISTS = ['in-progress', 'completed', 'voided'] as const;
export type RecordList = (typeof RECORD_LISTS)[number];

export const recordListQuery = z.strictObject({
  list: z.enum(RECORD_LISTS),
  year: z.coerce.number().int().min(2000).max(2100).optional(),
});

export const exportBody = z.strictObject({ records: z.array(recordKeyBody.extend({ id: recordId })).min(1, 'Choose at least one record.').max(500, 'At most 500 records.') });

const idList = (label: string) => z.array(z.string().trim().min(1).max(40)).max(500, `${label}: at most 500.`).optional();

/** POST /maintenance/search (the spec's searchMaintRecords). */
export const searchBody = z.strictObject({
  searchTerm: z.string().max(100, 'What to search for is at most 100 characters.'),
  serviceStatus: z.enum(SERVICE_STATUSES).optional(),
  vinList: idList('vinList'),
  domiciles: idList('domiciles'),
  tractorIds: idList('tractorIds'),
  limit: z.number().int().min(1).max(200).default(50),
  cursor: z.string().max(200).optional(),
});

export const tractorHistoryQuery = z.strictObject({ cursor: z.string().max(200).optional() });

export const programBody = z
  .strictObject({
    name: text(80).min(1, 'name is required.'),
    isPM: z.boolean().default(false),
    serviceTypes: z.array(text(60).min(1)).max(20).default([]),
    intervalMiles: miles.positive().optional(),
    intervalDays: z.number().int().positive().max(3650).optional(),
    dueWithinMiles: miles.optional(),
    dueWithinDays: z.number().int().min(0).max(3650).optional(),
    dueSoonWithinMiles: miles.optional(),
    dueSoonWithinDays: z.number().int().min(0).max(3650).optional(),
    tractorIds: z.array(vehicleId).max(1000).nullable().default(null),
    baselines: z.array(z.strictObject({ tractorId: vehicleId, date: isoDay, odometer: miles.optional() })).max(1000).default([]),
  })
  .refine((p) => p.intervalMiles !== undefined || p.intervalDays !== undefined, { message: 'Give miles, days or both.', path: ['intervalMiles'] });
export type ProgramInput = z.infer<typeof programBody>;
export const programUpdateBody = z.strictObject({ program: programBody, version: z.number().int().min(0) });

export const reminderQuery = z.strictObject({
  domiciles: z.string().max(LIMITS.queryLength).optional(),
  state: z.enum(REMINDER_STATES).optional(),
});

export const pmReportQuery = z.strictObject({ date: isoDay.optional(), year: z.coerce.number().int().min(2000).max(2100).optional() });

/** POST actions that take nothing: an empty object, so anything else is refused. */
export const emptyBody = z.strictObject({});

export const serviceRequestBody = z.strictObject({
  VehicleID: vehicleId,
  description: text(500).min(1, 'Tell the shop what is wrong.'),
  odometer: miles.optional(),
});

export interface RecordView extends CostTotals {
  id: string;
  VehicleID: string;
  Vin: string;
  Domicile: string;
  ServiceDate: string;
  ServiceDateString: string;
  ServiceMonth: string;
  ServiceStatus: ServiceStatus;
  status: (typeof FILING_STATUSES)[number];
  isPM: boolean;
  serviceType: string;
  odometer?: number;
  ServiceNo: string;
  ServiceProvider: string;
  filename: string;
  notes: string;
  costLines: CostLine[];
  invoiceUrl?: string;
  updatedOn: string;
  updatedBy: string;
  version: number;
  /** Set once the record is voided: it then counts nowhere and stays only for the audit trail. */
  voided?: VoidView;
}

export interface VoidView {
  by: string;
  byUid: string;
  at: string;
  reason: string;
}

export interface ProgramView extends ProgramInput {
  programId: string;
  version: number;
}

export interface ReminderView {
  VehicleID: string;
  Domicile: string;
  programId: string;
  programName: string;
  isPM: boolean;
  state: ReminderState;
  nextDueMiles: number | null;
  nextDueDate: string | null;
  remainingMiles: number | null;
  remainingDays: number | null;
  forecastDueDate: string | null;
  LatestOdometer: number | null;
  computedOn: string;
}

export interface PmReportRow {
  VehicleID: string;
  Domicile: string;
  programName: string;
  state: ReminderState;
  remainingMiles: number | null;
  remainingDays: number | null;
  nextDueMiles: number | null;
  nextDueDate: string | null;
  LatestOdometer: number | null;
  /** The tractor's next published departure at or after the report's time (ISO instant), when scheduled. */
  nextDeparture?: string | null;
  /** That departure is within 48 hours of the report's time. */
  leavingSoon?: boolean;
}

export interface PmReportView {
  date: string;
  createdAt: string;
  rows: PmReportRow[];
  /** The company's zone: departures read in it, at the clock time the schedule shows. */
  timeZone?: string;
}

export interface ServiceStatusRow {
  VehicleID: string;
  Domicile: string;
  Make: string;
  Model: string;
  serviceState: 'in-service' | 'in-shop' | 'out-of-service';
  serviceOverdueCount: number;
  serviceDueSoonCount: number;
  LatestOdometer: number | null;
}

export type { SearchEntry };
