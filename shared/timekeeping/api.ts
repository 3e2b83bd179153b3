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

/** POST /me/timeclock/in and /out: the phone's uuid for this punch, so a retry answers the first. */
export const punchBody = z.object({ punchKey: z.uuid('punchKey must be a uuid.'), position: position.optional() }).strict();
export type PunchBody = z.infer<typeof punchBody>;

export const weekQuery = z.object({ weekEnding: isoDate }).strict();

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
}

export interface TimecardsWeekView { weekEnding: string; days: string[]; timeZone: string; drivers: DriverWeekView[] }

export interface DriverShiftsView extends DriverWeekView { weekEnding: string; dayList: string[]; timeZone: string; shifts: ShiftView[] }

export interface AuditView {
  auditId: string;
  punchId: string;
  action: 'add' | 'edit' | 'delete';
  changedBy: string;
  changedAt: string;
  reason: string;
  before: { in: string; out: string | null } | null;
  after: { in: string; out: string | null } | null;
}

/** GET /me/timecards: the driver's own days. */
export interface MyTimecardsView { weekEnding: string; days: string[]; byDay: Record<string, number>; totalMinutes: number; open: Array<{ punchId: string; in: string }>; approved: boolean }
