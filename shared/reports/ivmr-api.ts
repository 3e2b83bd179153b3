import * as z from 'zod';
import { readQuarter } from '#shared/fleet/ifta-jurisdictions';
import { id } from '#shared/validation/bounds';
import { labelled } from '#shared/validation/field-labels';
import { readTypedDate, typedDate } from '#shared/validation/typed-date';
import { isSaturday, MAX_ZIP_WEEKS, weeksApart } from './ivmr-week.ts';

/** Request shapes of the IVMR routes, shared by the API and the page; messages name fields as the IVMR page labels them. */

export const WEEK_ENDING_PROBLEM = 'Week ending must be a Saturday, as MM/DD/YYYY or YYYY-MM-DD.';

/** The Saturday ending a week, typed MM/DD/YYYY or YYYY-MM-DD (a path carries YYYY-MM-DD), read as YYYY-MM-DD. */
export const weekEnding = labelled(z.string({ error: 'Week ending is required.' }).max(10, WEEK_ENDING_PROBLEM).transform((text, ctx) => {
  const read = readTypedDate(text);
  if (read.ok && isSaturday(read.iso)) return read.iso;
  ctx.addIssue({ code: 'custom', message: read.ok || read.problem === 'format' ? WEEK_ENDING_PROBLEM : `Week ending ${read.shown} is not a real date.` });
  return z.NEVER;
}), 'Week ending');

export const weekParams = z.strictObject({ weekEnding });
export const tractorWeekParams = z.strictObject({ weekEnding, VehicleID: labelled(id('Unit', 32), 'Unit') });

/** The quarter of the IVMR-against-IFTA miles, as the IFTA screen's Quarter field holds it. */
export const quarterQuery = z.strictObject({
  quarter: labelled(z.string({ error: 'Quarter is required.' }).trim().max(7, 'Quarter must be written YYYY-Qn, such as 2026-Q3.')
    .refine((v) => readQuarter(v) !== undefined, 'Quarter must be written YYYY-Qn, such as 2026-Q3.'), 'Quarter'),
});

/** `${WeekEnding}_${VehicleID}_${random}` */
export const reportIdPattern = /^(\d{4}-\d{2}-\d{2})_(.{1,32})_([a-f0-9]{12})$/;
export const reportParams = z.strictObject({ reportId: id('Report', 64).regex(reportIdPattern, 'Report is not an IVMR report.') });
export const downloadQuery = z.strictObject({ format: z.enum(['pdf', 'csv', 'xlsx'], 'Format is PDF, CSV or Excel.').default('pdf') });

/** A written reason, long enough for a sentence or two about the week's missing days. */
export const MAX_APPROVAL_REASON = 500;
export const REASON_REQUIRED = 'Reason is required when the week has exceptions.';

/** fleet-rules "Approval": a week with exceptions is approved only with a written reason; one without needs none. */
export const approveBody = z.strictObject({
  reason: z.string({ error: 'Reason is text.' }).trim().max(MAX_APPROVAL_REASON, `Reason is at most ${MAX_APPROVAL_REASON} characters.`).optional(),
});

export const zipBody = z.strictObject({ from: typedDate('From'), to: typedDate('To') })
  .refine((b) => b.from <= b.to, { message: 'From must be on or before To.', path: ['from'] })
  .refine((b) => weeksApart(b.from, b.to) <= MAX_ZIP_WEEKS, { message: `To is at most ${MAX_ZIP_WEEKS} weeks after From.`, path: ['to'] });

/** `url` saves the file; `viewUrl` (a template page's frame) shows the same document. */
export interface IvmrLink { url: string; viewUrl?: string; expiresAt: string; fileName: string }

export interface CreatedRecords { weekEnding: string; created: string[]; recomputed: string[]; approved: string[] }
