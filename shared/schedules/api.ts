import * as z from 'zod';
import { id } from '#shared/validation/bounds';
import { labelled } from '#shared/validation/field-labels';
import { typedDate } from '#shared/validation/typed-date';
import { OVERRIDE_REASON_LABEL, OVERRIDE_REASON_MAX, type TractorWarning } from './tractor-fitness.ts';

/** Limits of a schedule entry (a day's run: at most 10 legs, notes of 500 characters). */
export const SCHEDULE_LIMITS = { legs: 10, place: 80, notes: 500, linkDays: 30, rangeDays: 62, sheetDrivers: 500, linkListDays: 60 } as const;
export const RUN_TYPES = ['LINEHAUL', 'SPOT'] as const;
export type RunType = (typeof RUN_TYPES)[number];
export type EntryState = 'draft' | 'published';

/** A day of the schedule: MM/DD/YYYY or YYYY-MM-DD, read as YYYY-MM-DD; a day that does not exist is refused. */
export const isoDay = (label: string) => typedDate(label);
const TIME_REFUSED = 'Start time is not a valid time (00:00 to 23:59).';
const HHMM = labelled(z.string().max(5, TIME_REFUSED).regex(/^([01]\d|2[0-3]):[0-5]\d$/, TIME_REFUSED), 'Start time');
// Sentences come from the one error map (shared/validation/read-fields), naming each field by its label on the entry form.
const place = (label: string) => labelled(z.string().trim().min(1).max(SCHEDULE_LIMITS.place), label);

export const legSchema = z.strictObject({ origin: place('Origin'), destination: place('Destination') });

/** One driver's run on one day, as dispatch enters it. `version` is the stored one when changing an entry (0 or absent: new). */
export const upsertEntryBody = z.strictObject({
  DriverID: labelled(id('DriverID', 32), 'Driver'),
  day: isoDay('Day'),
  VehicleID: labelled(id('VehicleID', 32), 'Tractor'),
  RunType: labelled(z.enum(RUN_TYPES, { error: 'Run type must be Linehaul or Spot.' }), 'Run type'),
  startTime: HHMM,
  legs: labelled(z.array(legSchema).max(SCHEDULE_LIMITS.legs), 'Legs').default([]),
  notes: labelled(z.string().max(SCHEDULE_LIMITS.notes), 'Notes').default(''),
  /** Why an out-of-service tractor is sent anyway; needed only then, and kept on the entry. */
  outOfServiceReason: labelled(z.string().trim().max(OVERRIDE_REASON_MAX), OVERRIDE_REASON_LABEL).optional(),
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
  expiresInDays: z.number().int().min(1, 'A link is valid at least 1 day.').max(SCHEDULE_LIMITS.linkDays, `A link is valid at most ${SCHEDULE_LIMITS.linkDays} days.`).default(7),
});
/** Dispatch's list of the company's schedule links, or of one driver's. */
export const scheduleLinksQuery = z.strictObject({ driverId: labelled(id('Driver', 32), 'Driver').optional() });
const LINK_ID_REFUSED = 'Link is not a schedule link id.';
export const scheduleLinkParams = z.strictObject({ linkId: labelled(z.string().max(32, LINK_ID_REFUSED).regex(/^[a-z0-9]{8,32}$/, LINK_ID_REFUSED), 'Link') });

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
  /** Set when dispatch sent an out-of-service tractor anyway: what held it, dispatch's reason, who and when. */
  outOfServiceOverride: OutOfServiceOverride | null;
  version: number;
}
export interface OutOfServiceOverride { cause: string; reason: string; by: string; at: string }
/** A saved day and what dispatch should know about its tractor (the save went through). */
export interface SavedEntry extends ScheduleEntryView { warnings: TractorWarning[] }
export interface BoardDriver { DriverID: string; name: string; Domicile: string }
export interface WeekBoard { week: string; days: string[]; drivers: BoardDriver[]; entries: ScheduleEntryView[]; drafts: number; draftDrivers: number }
export interface DriverSchedule { DriverID: string; name: string; from: string; to: string; entries: ScheduleEntryView[] }
/** Why a driver of a published week got no chat message: the reasons the server can know. */
export type NotToldReason = 'no-driver-file' | 'no-app-account' | 'account-disabled' | 'is-publisher' | 'message-failed';
export interface NotTold { DriverID: string; name: string; reason: NotToldReason }
export interface PublishResult { week: string; published: number; drivers: number; told: number; notTold: NotTold[] }
/** A day of the copied week left out, and why: what a save of that day would refuse. */
export interface CopyRefusal { DriverID: string; name: string; day: string; VehicleID: string; field: 'DriverID' | 'VehicleID' | 'outOfServiceReason'; message: string }
/** A copied day whose tractor needs seeing to, as a save of that day would warn. */
export interface CopyWarning { DriverID: string; name: string; day: string; VehicleID: string; warnings: TractorWarning[] }
/**
 * `copied` days written as drafts; `skipped` days the target week already had (kept); `refused` days left
 * out because a save would refuse them; `warned` copied days with their tractor's warnings.
 */
export interface CopyResult { from: string; to: string; copied: number; skipped: number; refused: CopyRefusal[]; warned: CopyWarning[] }
export interface CreatedScheduleLink { token: string; linkId: string; DriverID: string; expiresAt: string }
/** A link opens its driver's schedule until it is withdrawn or its expiry time comes. */
export type ScheduleLinkState = 'live' | 'expired' | 'revoked';
/** A schedule link as the lists show it: never its token or secret. */
export interface ScheduleLinkView {
  linkId: string;
  DriverID: string;
  driverName: string;
  createdAt: string;
  createdBy: string;
  expiresAt: string;
  state: ScheduleLinkState;
  revokedAt: string | null;
  revokedBy: string | null;
}
export interface ScheduleLinkList { links: ScheduleLinkView[] }
export interface DayTrip { TripNumber: string; VehicleID: string; RunType: string; LegOrg: string; LegDest: string; MilesQTY: number; PayRunID: string }
export interface DriverDay { day: string; earliest: string; entries: ScheduleEntryView[]; trips: DayTrip[] }
export interface SheetDriver { DriverID: string; name: string; entry: ScheduleEntryView }
export interface DriverSheets { day: string; sheets: SheetDriver[] }

/** The signed schedule link travels in this header, never in a query string (it would land in logs). */
export const SCHEDULE_LINK_HEADER = 'x-schedule-link';
