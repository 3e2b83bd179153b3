import * as z from 'zod';
import { id } from '#shared/validation/bounds';
import { isIsoDay, isSaturday, MAX_ZIP_WEEKS, weeksApart } from './ivmr-week.ts';

/** Request shapes of the IVMR routes, shared by the API and the page. */

const day = (label: string) => z.string({ error: `${label} is required.` }).trim().max(10, `${label} is a date YYYY-MM-DD.`)
  .refine(isIsoDay, `${label} is a date YYYY-MM-DD.`);

export const weekEnding = z.string({ error: 'weekEnding is required.' }).trim().max(10, 'weekEnding is a Saturday YYYY-MM-DD.')
  .refine(isSaturday, 'weekEnding is a Saturday YYYY-MM-DD.');

export const weekParams = z.strictObject({ weekEnding });
export const tractorWeekParams = z.strictObject({ weekEnding, VehicleID: id('VehicleID', 32) });

/** `${WeekEnding}_${VehicleID}_${random}` */
export const reportIdPattern = /^(\d{4}-\d{2}-\d{2})_(.{1,32})_([a-f0-9]{12})$/;
export const reportParams = z.strictObject({ reportId: id('reportId', 64).regex(reportIdPattern, 'reportId is not an IVMR report id.') });
export const downloadQuery = z.strictObject({ format: z.enum(['pdf', 'csv', 'xlsx'], 'format is pdf, csv or xlsx.').default('pdf') });

/** A written reason, long enough for a sentence or two about the week's missing days. */
export const MAX_APPROVAL_REASON = 500;
export const REASON_REQUIRED = 'Reason is required when the week has exceptions.';

/** fleet-rules "Approval": a week with exceptions is approved only with a written reason; one without needs none. */
export const approveBody = z.strictObject({
  reason: z.string({ error: 'Reason is text.' }).trim().max(MAX_APPROVAL_REASON, `Reason is at most ${MAX_APPROVAL_REASON} characters.`).optional(),
});

export const zipBody = z.strictObject({ from: day('from'), to: day('to') })
  .refine((b) => b.from <= b.to, { message: 'from is on or before to.', path: ['from'] })
  .refine((b) => weeksApart(b.from, b.to) <= MAX_ZIP_WEEKS, { message: `to is at most ${MAX_ZIP_WEEKS} weeks after from.`, path: ['to'] });

/** `url` saves the file; `viewUrl` (a template page's frame) shows the same document. */
export interface IvmrLink { url: string; viewUrl?: string; expiresAt: string; fileName: string }

export interface CreatedRecords { weekEnding: string; created: string[]; recomputed: string[]; approved: string[] }
