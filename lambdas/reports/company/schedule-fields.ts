import type { z } from 'zod';
import type { scheduledReportBody } from '#shared/reports/schedule-api';
import { nextRunAfter, type ReportTiming } from '#shared/reports/schedule-timing';

type Body = z.infer<typeof scheduledReportBody>;

export function timingOf(s: { frequency: Body['frequency']; hour: number; dayOfWeek?: number | undefined; dayOfMonth?: number | undefined }): ReportTiming {
  if (s.frequency === 'weekly') return { frequency: 'weekly', hour: s.hour, dayOfWeek: s.dayOfWeek ?? 0 };
  if (s.frequency === 'monthly') return { frequency: 'monthly', hour: s.hour, dayOfMonth: s.dayOfMonth ?? 1 };
  return { frequency: 'daily', hour: s.hour };
}

/** The stored fields of a schedule as the editor sent it, its next run counted from now. */
export function scheduleFields(body: Body, timeZone: string, now = Date.now()) {
  return {
    reportName: body.reportName,
    frequency: body.frequency,
    // Only the day field the frequency uses is kept, so a weekly schedule turned daily forgets its weekday.
    ...(body.frequency === 'weekly' ? { dayOfWeek: body.dayOfWeek } : {}),
    ...(body.frequency === 'monthly' ? { dayOfMonth: body.dayOfMonth } : {}),
    hour: body.hour,
    timeZone,
    recipients: body.recipients,
    active: body.active,
    dueBucket: body.active ? ('active' as const) : ('paused' as const),
    nextRunAt: new Date(nextRunAfter(timingOf(body), now, timeZone)).toISOString(),
    updatedAt: new Date(now).toISOString(),
  };
}
