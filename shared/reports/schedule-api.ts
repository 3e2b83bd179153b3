import * as z from 'zod';
import { id } from '#shared/validation/bounds';

export const MAX_RECIPIENTS = 20;
export const FREQUENCIES = ['daily', 'weekly', 'monthly'] as const;
export type Frequency = (typeof FREQUENCIES)[number];
/** Role that may see and change the schedules other users made (payroll and the owner). */
export const MANAGES_OTHERS_SCHEDULES = 2;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const recipient = z
  .string()
  .trim()
  .toLowerCase()
  .max(254, 'An e-mail address is at most 254 characters.')
  .regex(EMAIL, 'Each recipient must be an e-mail address.');

/** A scheduled company report as the editor sends it; the day field its frequency needs is required. */
export const scheduledReportBody = z
  .strictObject({
    reportName: id('Report', 60),
    frequency: z.enum(FREQUENCIES, { error: 'frequency is daily, weekly or monthly.' }),
    dayOfWeek: z.number().int().min(0, 'Day of the week is 0 (Sunday) to 6 (Saturday).').max(6, 'Day of the week is 0 (Sunday) to 6 (Saturday).').optional(),
    dayOfMonth: z.number().int().min(1, 'Day of the month is 1 to 28.').max(28, 'Day of the month is 1 to 28.').optional(),
    hour: z.number({ error: 'hour is required.' }).int().min(0, 'hour is 0 to 23.').max(23, 'hour is 0 to 23.'),
    recipients: z
      .array(recipient, { error: 'recipients is a list of e-mail addresses.' })
      .min(1, 'Add at least one recipient.')
      .max(MAX_RECIPIENTS, `At most ${MAX_RECIPIENTS} recipients.`)
      .transform((list) => [...new Set(list)]),
    active: z.boolean().default(true),
  })
  .superRefine((body, ctx) => {
    if (body.frequency === 'weekly' && body.dayOfWeek === undefined) ctx.addIssue({ code: 'custom', path: ['dayOfWeek'], message: 'A weekly report needs its day of the week.' });
    if (body.frequency === 'monthly' && body.dayOfMonth === undefined) ctx.addIssue({ code: 'custom', path: ['dayOfMonth'], message: 'A monthly report needs its day of the month.' });
  });
export type ScheduledReportInput = z.input<typeof scheduledReportBody>;

export const scheduleParams = z.strictObject({ scheduleId: id('scheduleId', 40) });

export type RunResult = 'sent' | 'failed';

export interface ScheduledReportView {
  scheduleId: string;
  reportName: string;
  frequency: Frequency;
  dayOfWeek?: number;
  dayOfMonth?: number;
  hour: number;
  timeZone: string;
  recipients: string[];
  active: boolean;
  /** ISO instant; absent while paused. */
  nextRunAt?: string;
  lastRunAt?: string;
  lastResult?: RunResult;
  lastMessage?: string;
  createdBy: string;
  createdByName: string;
  mine: boolean;
}

export interface ScheduledReportList {
  schedules: ScheduledReportView[];
  /** The reports the caller may schedule (offered to him and with a renderer). */
  schedulable: string[];
}

/** The answer of a report link: a fresh download link, good for 15 minutes. */
export interface ReportLinkDownload {
  url: string;
  fileName: string;
  expiresAt: string;
  reportName: string;
  from: string;
  to: string;
}

export const REPORT_LINK_HEADER = 'x-report-link';
export const REPORT_LINK_PARAM = 'reportLink';
