import * as z from 'zod';
import { addMonthsClamped, formatIsoDate, type CalendarDay } from '#shared/fleet/dates';
import { dayFromYmd, ymdOf } from '#shared/dates/calendar-day';
import { DEFECT_STATES, type DefectState } from './defect-states.ts';
import { DVIR_RETENTION_MONTHS } from './form-states.ts';
import { FORM_LIMITS } from './form-fields.ts';

/** Reviewing submissions and faults, from report to repair: request schemas and the pure rules behind them. */

/** A page of the submissions list; a tractor's inspections come 10 at a time. */
export const SUBMISSION_PAGE = 200;
export const TRACTOR_INSPECTION_PAGE = 10;
/** The longest range a list or summary reads (a year, leap day included). */
export const MAX_RANGE_DAYS = 366;
/** A fault may be deferred at most this far ahead. */
export const MAX_DEFER_DAYS = 90;

const MS_PER_DAY = 86_400_000;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

export const isoDay = z.iso.date('Expected a date as YYYY-MM-DD.');
const queryText = (max: number) => z.string().trim().min(1).max(max);
export const submissionIdSchema = z.string().trim().max(19, 'Not a submission id.').regex(/^[0-9a-z]{19}$/, 'Not a submission id.');
export const submissionParams = z.strictObject({ submissionId: submissionIdSchema });
export const vehicleIdSchema = z.string().trim().min(1, 'Tractor is required.').max(20, 'Tractor is at most 20 characters.');
export const defectParams = z.strictObject({ vehicleId: vehicleIdSchema, defectId: z.string().trim().min(3).max(110) });

/** The day number of a YYYY-MM-DD that zod already read as a real date. */
export function dayOfIso(iso: string): CalendarDay {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  return dayFromYmd(y, m, d);
}

/** Both dates, in order, at most a year apart; the problem names the field to fix. */
function rangeProblem(from: string | undefined, to: string | undefined): { field: 'from' | 'to'; message: string } | undefined {
  if (!from) return { field: 'from', message: 'From is required: a list reads between exactly two dates.' };
  if (!to) return { field: 'to', message: 'To is required: a list reads between exactly two dates.' };
  const days = dayOfIso(to) - dayOfIso(from);
  if (days < 0) return { field: 'to', message: 'To is before From.' };
  if (days >= MAX_RANGE_DAYS) return { field: 'to', message: `At most ${MAX_RANGE_DAYS} days between From and To.` };
  return undefined;
}

const rangeShape = { from: isoDay.optional(), to: isoDay.optional() };

/** Refuses a range that is not exactly two dates in order within a year, naming `from` or `to`. */
function checkRange(q: { from?: string | undefined; to?: string | undefined }, ctx: z.RefinementCtx): void {
  const problem = rangeProblem(q.from, q.to);
  if (problem) ctx.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
}

const bothDates = <Q extends { from?: string | undefined; to?: string | undefined }>(q: Q) => ({ ...q, from: q.from!, to: q.to! });

export const SUBMISSION_STATUS_FILTERS = ['failed', 'open', 'passed'] as const;
export type SubmissionStatusFilter = (typeof SUBMISSION_STATUS_FILTERS)[number];

export const submissionListQuery = z
  .strictObject({
    ...rangeShape,
    VehicleID: vehicleIdSchema.optional(),
    driverId: queryText(20).optional(),
    formId: queryText(64).optional(),
    status: z.enum(SUBMISSION_STATUS_FILTERS).optional(),
    cursor: submissionIdSchema.optional(),
  })
  .superRefine(checkRange)
  .transform(bothDates);
export type SubmissionListQuery = z.infer<typeof submissionListQuery>;

export const summaryQuery = z.strictObject(rangeShape).superRefine(checkRange).transform(bothDates);

export const tractorInspectionsQuery = z.strictObject({ cursor: submissionIdSchema.optional() });

/** `state=open,deferred` (the default), or `state=resolved` between two dates. */
export const defectListQuery = z
  .strictObject({ state: z.string().max(40).optional(), from: isoDay.optional(), to: isoDay.optional() })
  .transform((q, ctx) => {
    const states = (q.state ?? 'open,deferred').split(',').map((s) => s.trim()).filter(Boolean);
    const bad = states.find((s) => !(DEFECT_STATES as readonly string[]).includes(s));
    if (bad || states.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['state'], message: 'state is open, deferred or resolved, comma separated.' });
      return z.NEVER;
    }
    if (states.includes('resolved')) {
      const problem = rangeProblem(q.from, q.to);
      if (problem) {
        ctx.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
        return z.NEVER;
      }
    }
    return { states: [...new Set(states)] as DefectState[], from: q.from, to: q.to };
  });

const version = z.number({ error: 'version is required.' }).int().min(0);
const imageKey = z.string().trim().min(1).max(300);

export const repairInput = z.union([
  z.strictObject({ maintenanceRecordId: z.string().trim().max(64, 'Not a maintenance record id.').regex(/^[A-Za-z0-9_-]{1,64}$/, 'Not a maintenance record id.') }),
  z.strictObject({
    create: z.strictObject({
      ServiceProvider: z.string().trim().min(1, 'Service provider is required.').max(120),
      ServiceNo: z.string().trim().max(60).optional(),
      description: z.string().trim().min(1, 'description is required.').max(120),
      ServiceDate: isoDay.optional(),
    }),
  }),
]);

export const resolveDefectBody = z.strictObject({
  comment: z.string().trim().min(1, 'comment is required.').max(1000, 'comment is at most 1000 characters.'),
  images: z.array(imageKey).max(FORM_LIMITS.photosPerField, `At most ${FORM_LIMITS.photosPerField} images.`).optional(),
  repair: repairInput.optional(),
  certification: z.enum(['repaired', 'not-needed'], { error: 'certification is repaired or not-needed.' }),
  version,
});
export type ResolveDefectBody = z.infer<typeof resolveDefectBody>;

export const deferDefectBody = z.strictObject({
  reason: z.string().trim().min(1, 'reason is required.').max(500, 'reason is at most 500 characters.'),
  until: isoDay,
  version,
});

export const markDefectBody = z.strictObject({ outOfService: z.boolean({ error: 'Out of service is yes or no (true or false).' }), version });

export const resolutionUploadBody = z.strictObject({
  fileName: z.string().trim().min(1).max(255),
  fileType: z.literal('image/jpeg', { error: 'Repair photos are JPEG.' }),
  fileSize: z.number().int().min(1).max(FORM_LIMITS.imageBytes, 'A photo is at most 5 MB.'),
});

/** Why a deferral date is refused, or undefined: after today, at most 90 days ahead. */
export function deferUntilProblem(until: string, today: string): string | undefined {
  if (!ISO_DAY.test(until)) return 'Expected a date as YYYY-MM-DD.';
  const days = dayOfIso(until) - dayOfIso(today);
  if (days <= 0) return 'until must be after today.';
  if (days > MAX_DEFER_DAYS) return `until is at most ${MAX_DEFER_DAYS} days ahead.`;
  return undefined;
}

/** The last day a DVIR must still be kept: its completion day `DVIR_RETENTION_MONTHS` later (the same day of the month, or the month's last). */
export function retainedUntil(completedDay: string): string {
  return formatIsoDate(addMonthsClamped(dayOfIso(completedDay), DVIR_RETENTION_MONTHS));
}

/** True while a DVIR completed on `completedDay` may not yet be deleted on `today`. */
export function isRetained(completedDay: string, today: string): boolean {
  return today < retainedUntil(completedDay);
}

/** The instants [start, end) that company-zone days `from`..`to` cover, given the zone's midnight of a day. */
export function rangeInstants(from: string, to: string, startOfDay: (day: CalendarDay) => number): { startMs: number; endMs: number } {
  return { startMs: startOfDay(dayOfIso(from)), endMs: startOfDay(dayOfIso(to) + 1) };
}

/** The UTC months (YYYY-MM) that instants in [startMs, endMs) fall in, newest first: the partitions to read. */
export function monthsOfRange(startMs: number, endMs: number): string[] {
  const first = ymdOf(Math.floor(startMs / MS_PER_DAY));
  const last = ymdOf(Math.floor((endMs - 1) / MS_PER_DAY));
  const months: string[] = [];
  for (let i = last.year * 12 + last.month - 1; i >= first.year * 12 + first.month - 1; i--) {
    months.push(`${Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')}`);
  }
  return months;
}

export function matchesStatus(s: { countOfFailedFormFields: number; unresolvedFaultCount: number }, status: SubmissionStatusFilter | undefined): boolean {
  if (status === 'failed') return s.countOfFailedFormFields > 0;
  if (status === 'open') return s.unresolvedFaultCount > 0;
  if (status === 'passed') return s.countOfFailedFormFields === 0;
  return true;
}

/** One row of the inspection summary. */
export interface SummaryCounts { inspections: number; failed: number; faultsReported: number; open: number; deferred: number }
export interface SummaryRow extends SummaryCounts { key: string }

export const ZERO_COUNTS: SummaryCounts = { inspections: 0, failed: 0, faultsReported: 0, open: 0, deferred: 0 };

export function addCounts(a: SummaryCounts, b: SummaryCounts): SummaryCounts {
  return { inspections: a.inspections + b.inspections, failed: a.failed + b.failed, faultsReported: a.faultsReported + b.faultsReported, open: a.open + b.open, deferred: a.deferred + b.deferred };
}

interface SummarySubmission { VehicleID: string; Domicile?: string; countOfFailedFormFields: number }
interface SummaryDefect { submissionId: string; state: DefectState }

/**
 * The summary per domicile and per tractor of the range's submissions and their faults' states now.
 * Each table's totals row is the sum of its rows (both tables add up to the same totals).
 */
export function summarise(submissions: ReadonlyArray<SummarySubmission & { submissionId: string }>, defects: readonly SummaryDefect[]) {
  const stateCounts = new Map<string, { open: number; deferred: number }>();
  for (const d of defects) {
    const c = stateCounts.get(d.submissionId) ?? { open: 0, deferred: 0 };
    if (d.state === 'open') c.open += 1;
    if (d.state === 'deferred') c.deferred += 1;
    stateCounts.set(d.submissionId, c);
  }
  const byDomicile = new Map<string, SummaryCounts>();
  const byTractor = new Map<string, SummaryCounts & { Domicile: string }>();
  for (const s of submissions) {
    const states = stateCounts.get(s.submissionId) ?? { open: 0, deferred: 0 };
    const counts: SummaryCounts = { inspections: 1, failed: s.countOfFailedFormFields > 0 ? 1 : 0, faultsReported: s.countOfFailedFormFields, ...states };
    const domicile = s.Domicile || '—';
    byDomicile.set(domicile, addCounts(byDomicile.get(domicile) ?? ZERO_COUNTS, counts));
    const tractorKey = s.VehicleID || '—';
    const t = byTractor.get(tractorKey);
    byTractor.set(tractorKey, { ...addCounts(t ?? ZERO_COUNTS, counts), Domicile: t?.Domicile ?? domicile });
  }
  const domiciles = [...byDomicile].map(([key, c]) => ({ key, ...c })).sort((a, b) => a.key.localeCompare(b.key));
  const tractors = [...byTractor].map(([key, c]) => ({ key, ...c })).sort((a, b) => a.key.localeCompare(b.key, 'en', { numeric: true }));
  return { domiciles, tractors, totals: domiciles.reduce<SummaryCounts>((sum, r) => addCounts(sum, r), ZERO_COUNTS) };
}

/** The domicile codes of a driver (`PHX/ELP` is two). */
export function domicileCodes(domicile: string | undefined): string[] {
  return (domicile ?? '').split(/[/,]/).map((d) => d.trim().toUpperCase()).filter(Boolean);
}

/** The name a resolution is signed with: the caller's display name, or `Admin` when he has none (spec §5). */
export function resolverName(displayName: string | undefined, email: string | undefined): string {
  const name = (displayName ?? '').trim();
  return name && name !== (email ?? '').trim() ? name : 'Admin';
}
