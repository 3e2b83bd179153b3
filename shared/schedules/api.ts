import * as z from 'zod';
import { id } from '#shared/validation/bounds';

/** Limits of a schedule entry (a day's run: at most 10 legs, notes of 500 characters). */
export const SCHEDULE_LIMITS = { legs: 10, place: 80, notes: 500, linkDays: 30, rangeDays: 62, sheetDrivers: 500 } as const;
export const RUN_TYPES = ['LINEHAUL', 'SPOT'] as const;
export type RunType = (typeof RUN_TYPES)[number];
export type EntryState = 'draft' | 'published';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
export const isoDay = (label: string) =>
  z.string({ error: `${label} is required.` }).max(10, `${label} must be a date YYYY-MM-DD.`).regex(DATE, `${label} must be a date YYYY-MM-DD.`).refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d), `${label} must be a real date.`);
const HHMM = z.string({ error: 'startTime is required.' }).max(5, 'startTime must be HH:mm (00:00 to 23:59).').regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'startTime must be HH:mm (00:00 to 23:59).');
const place = (label: string) => z.string({ error: `${label} is required.` }).trim().min(1, `${label} is required.`).max(SCHEDULE_LIMITS.place, `${label} is at most ${SCHEDULE_LIMITS.place} characters.`);

export const legSchema = z.strictObject({ origin: place('origin'), destination: place('destination') });

/** One driver's run on one day, as dispatch enters it. `version` is the stored one when changing an entry (0 or absent: new). */
export const upsertEntryBody = z.strictObject({
  DriverID: id('DriverID', 32),
  day: isoDay('day'),
  VehicleID: id('VehicleID', 32),
  RunType: z.enum(RUN_TYPES, { error: 'RunType must be LINEHAUL or SPOT.' }),
  startTime: HHMM,
  legs: z.array(legSchema).max(SCHEDULE_LIMITS.legs, `legs: at most ${SCHEDULE_LIMITS.legs}.`).default([]),
  notes: z.string().max(SCHEDULE_LIMITS.notes, `notes is at most ${SCHEDULE_LIMITS.notes} characters.`).default(''),
  version: z.number().int().min(0).max(1_000_000).optional(),
});
export type UpsertEntryBody = z.infer<typeof upsertEntryBody>;

export const deleteEntryBody = z.strictObject({ DriverID: id('DriverID', 32), day: isoDay('day'), version: z.number().int().min(1).max(1_000_000) });
export const weekQuery = z.strictObject({ week: isoDay('week').optional() });
export const weekBody = z.strictObject({ week: isoDay('week') });
export const copyWeekBody = z.strictObject({ from: isoDay('from'), to: isoDay('to') });
export const dayQuery = z.strictObject({ day: isoDay('day').optional() });
export const rangeQuery = z.strictObject({ from: isoDay('from').optional(), to: isoDay('to').optional() });
export const driverParams = z.strictObject({ driverId: id('driverId', 32) });
export const scheduleLinkBody = z.strictObject({
  DriverID: id('DriverID', 32).optional(),
  expiresInDays: z.number().int().min(1, 'expiresInDays: at least 1 day.').max(SCHEDULE_LIMITS.linkDays, `expiresInDays: at most ${SCHEDULE_LIMITS.linkDays} days.`).default(7),
});

export interface ScheduleLeg { origin: string; destination: string }
export interface ScheduleEntryView {
  DriverID: string;
  week: string;
  day: string;
  VehicleID: string;
  RunType: RunType;
  startTime: string;
  legs: ScheduleLeg[];
  notes: string;
  state: EntryState;
  publishedAt: string | null;
  publishedBy: string | null;
  version: number;
}
export interface BoardDriver { DriverID: string; name: string; Domicile: string }
export interface WeekBoard { week: string; days: string[]; drivers: BoardDriver[]; entries: ScheduleEntryView[]; drafts: number; draftDrivers: number }
export interface DriverSchedule { DriverID: string; name: string; from: string; to: string; entries: ScheduleEntryView[] }
export interface PublishResult { week: string; published: number; drivers: number; told: number }
export interface CopyResult { from: string; to: string; copied: number; skipped: number }
export interface CreatedScheduleLink { token: string; DriverID: string; expiresAt: string }
export interface DayTrip { TripNumber: string; VehicleID: string; RunType: string; LegOrg: string; LegDest: string; MilesQTY: number; PayRunID: string }
export interface DriverDay { day: string; earliest: string; entries: ScheduleEntryView[]; trips: DayTrip[] }
export interface SheetDriver { DriverID: string; name: string; entry: ScheduleEntryView }
export interface DriverSheets { day: string; sheets: SheetDriver[] }

/** The signed schedule link travels in this header, never in a query string (it would land in logs). */
export const SCHEDULE_LINK_HEADER = 'x-schedule-link';
