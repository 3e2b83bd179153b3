import type { Frequency, ScheduledReportInput, ScheduledReportView } from '#shared/reports/schedule-api';

/** The editor's values as typed; the API's schema decides what is valid. */
export interface ScheduleForm {
  reportName: string;
  frequency: Frequency;
  dayOfWeek: number;
  dayOfMonth: number;
  hour: number;
  recipients: string;
  active: boolean;
}

export function formOf(schedule: ScheduledReportView | undefined, reportName: string, email: string): ScheduleForm {
  return {
    reportName: schedule?.reportName ?? reportName,
    frequency: schedule?.frequency ?? 'weekly',
    dayOfWeek: schedule?.dayOfWeek ?? 1,
    dayOfMonth: schedule?.dayOfMonth ?? 1,
    hour: schedule?.hour ?? 7,
    recipients: schedule ? schedule.recipients.join('\n') : email,
    active: schedule?.active ?? true,
  };
}

export function inputOf(form: ScheduleForm): ScheduledReportInput {
  return {
    reportName: form.reportName,
    frequency: form.frequency,
    ...(form.frequency === 'weekly' ? { dayOfWeek: form.dayOfWeek } : {}),
    ...(form.frequency === 'monthly' ? { dayOfMonth: form.dayOfMonth } : {}),
    hour: form.hour,
    recipients: form.recipients.split(/[\n,;]+/).map((r) => r.trim()).filter(Boolean),
    active: form.active,
  };
}

/** "Weekly, Monday at 7:00" in the editor's words. */
export function whenText(s: Pick<ScheduledReportView, 'frequency' | 'dayOfWeek' | 'dayOfMonth' | 'hour'>, words: { frequencies: Record<Frequency, string>; weekdays: readonly string[] }): string {
  const hour = `${s.hour}:00`;
  if (s.frequency === 'weekly') return `${words.frequencies.weekly}, ${words.weekdays[s.dayOfWeek ?? 0]} at ${hour}`;
  if (s.frequency === 'monthly') return `${words.frequencies.monthly}, day ${s.dayOfMonth ?? 1} at ${hour}`;
  return `${words.frequencies.daily} at ${hour}`;
}
