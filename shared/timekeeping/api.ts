import * as z from 'zod';
import { id } from '#shared/validation/bounds';

const isoDate = z.iso.date('Expected a date as YYYY-MM-DD.');
const instant = z.iso.datetime({ offset: true, message: 'Expected a date and time (ISO 8601).' }).max(40);
const reason = z.string({ error: 'A reason is required.' }).trim().min(1, 'A reason is required.').max(500, 'The reason is at most 500 characters.');

/** GET /me/timeclock: what the driver's timeclock and dashboard show. */
export interface TimeclockState {
  timekeepingEnabled: boolean;
  open: { punchId: string; in: string } | null;
  todayMinutes: number;
  weekMinutes: number;
}

export const position = z.object({ lat: z.number().min(-90).max(90), lon: z.number().min(-180).max(180) }).strict();
export type Position = z.infer<typeof position>;

const phoneInstant = (label: string) => z.iso.datetime({ offset: true, message: `${label} must be a date and time.` }).max(40, `${label} must be a date and time.`);

/**
 * POST /me/timeclock/in and /out. `punchKey`: the phone's uuid for this punch, so a retry answers the
 * first. `tappedAt`: the phone's clock when the driver tapped; `sentAt`: the phone's clock when this
 * request left it (the server measures the phone's skew from it). Both or neither: without them the punch
 * is stamped at its arrival, as older clients' are.
 */
export const punchBody = z.object({
  punchKey: z.uuid('The punch has no valid key from the phone; tap again.'),
  position: position.optional(),
  tappedAt: phoneInstant('Tap time').optional(),
  sentAt: phoneInstant('Sent time').optional(),
}).strict().superRefine((body, ctx) => {
  if (body.tappedAt !== undefined && body.sentAt === undefined) ctx.addIssue({ code: 'custom', path: ['sentAt'], message: 'Sent time is required with the tap time.' });
  if (body.sentAt !== undefined && body.tappedAt === undefined) ctx.addIssue({ code: 'custom', path: ['tappedAt'], message: 'Tap time is required with the sent time.' });
});
export type PunchBody = z.infer<typeof punchBody>;

/** What a phone (its outbox) sends for one punch: `kind` picks the route, the rest is the body. */
export interface PunchRequest {
  kind: 'in' | 'out';
  /** One uuid per punch, kept across retries: the server answers a repeat with the first. */
  punchKey: string;
  /** The phone's clock at the tap (ISO instant). */
  tappedAt: string;
  /** The phone's clock as this attempt is sent (ISO instant): set anew on every attempt. */
  sentAt: string;
  position?: Position;
}

/** How the server stamped one punch: kept with the shift, both times and why. */
export interface PunchStampView {
  /** 'tap': the phone's tap time (corrected for its clock) was accepted; 'arrival': the server's clock. */
  source: 'tap' | 'arrival';
  /** The tap time as the phone sent it, and corrected by the skew measured at that sync. */
  tappedAt: string | null;
  correctedTapAt: string | null;
  arrivedAt: string;
  /** Sent from the phone's queue: accepted tap time more than the allowance before arrival. */
  late: boolean;
  /** Why the tap time was refused (stamped at arrival instead); null when not refused. */
  flag: string | null;
}

export const weekQuery = z.object({ weekEnding: isoDate }).strict();
/** GET /me/timecards: a week ending, or none for the current week in the company's time zone. */
export const myWeekQuery = z.object({ weekEnding: isoDate.optional() }).strict();

export const driverParams = z.object({ driverId: id('driverId') }).strict();
export const shiftParams = z.object({ driverId: id('driverId'), punchId: id('punchId') }).strict();

export const addShiftBody = z.object({ in: instant, out: instant.optional(), reason }).strict();
export const editShiftBody = z.object({ in: instant.optional(), out: instant.nullable().optional(), reason, version: z.number().int().min(1).max(1_000_000) }).strict();
export const deleteShiftBody = z.object({ reason, version: z.number().int().min(1).max(1_000_000) }).strict();
export const approveBody = z.object({ weekEnding: isoDate, version: z.number().int().min(0).max(1_000_000) }).strict();

/** A shift as the API shows it. */
export interface ShiftView {
  punchId: string;
  DriverID: string;
  in: string;
  out: string | null;
  inPosition: Position | null;
  outPosition: Position | null;
  createdBy: string;
  editedBy: string | null;
  version: number;
  /** How the driver's in and out punches were stamped; null for times the office set or older punches. */
  inStamp: PunchStampView | null;
  outStamp: PunchStampView | null;
}

export interface ApprovalView {
  approved: boolean;
  approvedBy: string | null;
  approvedAt: string | null;
  cards: Array<{ date: string; minutes: number }>;
  /** The week's version: an approval names it, every edit raises it. */
  version: number;
}

/** A driver's week on the admin table. */
export interface DriverWeekView {
  DriverID: string;
  name: string;
  days: Record<string, number>;
  totalMinutes: number;
  open: Array<{ punchId: string; in: string }>;
  overlaps: string[];
  approval: ApprovalView;
  /** Punches of the week sent late from the phone's queue, and punches stamped at arrival because their tap time was refused. */
  punchMarks: { late: number; flagged: number };
}

export interface TimecardsWeekView { weekEnding: string; days: string[]; timeZone: string; drivers: DriverWeekView[] }

export interface DriverShiftsView extends DriverWeekView { weekEnding: string; dayList: string[]; timeZone: string; shifts: ShiftView[] }

export interface AuditView {
  auditId: string;
  punchId: string;
  /** 'stamp': the timeclock refused a punch's tap time and stamped it at arrival (before: the tap, after: the arrival). */
  action: 'add' | 'edit' | 'delete' | 'stamp';
  changedBy: string;
  changedAt: string;
  reason: string;
  before: { in: string; out: string | null } | null;
  after: { in: string; out: string | null } | null;
}

/** One of the driver's own shifts of a week: `minutes` is its part of the week's total (the rows add up to it). */
export interface MyShiftView {
  punchId: string;
  in: string;
  out: string | null;
  minutes: number;
  inStamp: PunchStampView | null;
  outStamp: PunchStampView | null;
}

/** GET /me/timecards: the driver's own days and shifts; `totalMinutes` is both the days' and the shifts' sum. */
export interface MyTimecardsView {
  weekEnding: string;
  timeZone: string;
  days: string[];
  byDay: Record<string, number>;
  totalMinutes: number;
  open: Array<{ punchId: string; in: string }>;
  approved: boolean;
  shifts: MyShiftView[];
}
