import FormField from '@cloudscape-design/components/form-field';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Textarea from '@cloudscape-design/components/textarea';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { ScheduledReportView } from '#shared/reports/schedule-api';
import { companyReportKeys, createSchedule, updateSchedule } from '#web/api/company-reports.ts';
import { ApiError } from '#web/api/client.ts';
import { ToggleField } from '#web/components/Fields.tsx';
import { errorMessage } from '#web/components/LoadFailure.tsx';
import { SaveModal } from '#web/components/SaveModal.tsx';
import { formOf, inputOf, type ScheduleForm } from './schedule-form.ts';
import { scheduledText as t } from './strings.ts';

interface Props {
  /** The schedule to change; a new one when absent. */
  schedule?: ScheduledReportView;
  /** The reports offered in the editor (the caller's schedulable ones); the first is the default. */
  reports: readonly { reportName: string; label: string }[];
  email: string;
  onClose: () => void;
}

const option = (value: string | number, label: string) => ({ value: String(value), label });

/** A scheduled report's editor: report, frequency and its day, hour, recipients and the active flag. */
export function ScheduleEditor({ schedule, reports, email, onClose }: Props) {
  const queries = useQueryClient();
  const [form, setForm] = useState<ScheduleForm>(() => formOf(schedule, reports[0]?.reportName ?? '', email));
  const set = (patch: Partial<ScheduleForm>) => setForm((f) => ({ ...f, ...patch }));
  const save = useMutation({
    mutationFn: () => (schedule ? updateSchedule(schedule.scheduleId, inputOf(form)) : createSchedule(inputOf(form))),
    onSuccess: () => {
      void queries.invalidateQueries({ queryKey: companyReportKeys.schedules });
      onClose();
    },
  });
  const fields = save.error instanceof ApiError ? save.error.fields : {};
  const fieldError = (name: string) => fields[name] ?? Object.entries(fields).find(([k]) => k.startsWith(`${name}.`))?.[1];
  const reportOptions = reports.map((r) => option(r.reportName, r.label));
  const frequencyOptions = (['daily', 'weekly', 'monthly'] as const).map((f) => option(f, t.frequencies[f]));
  const weekdayOptions = t.weekdays.map((d, i) => option(i, d));
  const dayOptions = Array.from({ length: 28 }, (_, i) => option(i + 1, String(i + 1)));
  const hourOptions = Array.from({ length: 24 }, (_, h) => option(h, `${h}:00`));
  const pick = (options: { value: string; label: string }[], value: string | number) => options.find((o) => o.value === String(value)) ?? null;
  return (
    <SaveModal
      header={schedule ? t.editor.editHeader : t.editor.createHeader}
      busy={save.isPending}
      failure={save.error ? { message: errorMessage(save.error), conflict: false } : null}
      onSave={() => save.mutate()}
      onClose={onClose}
      size="medium"
    >
      <SpaceBetween size="m">
        <FormField label={t.editor.report} errorText={fieldError('reportName')}>
          <Select selectedOption={pick(reportOptions, form.reportName)} options={reportOptions} onChange={({ detail }) => set({ reportName: detail.selectedOption.value ?? '' })} ariaLabel={t.editor.report} />
        </FormField>
        <FormField label={t.editor.frequency} description={t.editor.covers[form.frequency]}>
          <Select selectedOption={pick(frequencyOptions, form.frequency)} options={frequencyOptions} onChange={({ detail }) => set({ frequency: (detail.selectedOption.value ?? 'daily') as ScheduleForm['frequency'] })} ariaLabel={t.editor.frequency} />
        </FormField>
        {form.frequency === 'weekly' && (
          <FormField label={t.editor.dayOfWeek} errorText={fieldError('dayOfWeek')}>
            <Select selectedOption={pick(weekdayOptions, form.dayOfWeek)} options={weekdayOptions} onChange={({ detail }) => set({ dayOfWeek: Number(detail.selectedOption.value) })} ariaLabel={t.editor.dayOfWeek} />
          </FormField>
        )}
        {form.frequency === 'monthly' && (
          <FormField label={t.editor.dayOfMonth} description={t.editor.dayOfMonthHint} errorText={fieldError('dayOfMonth')}>
            <Select selectedOption={pick(dayOptions, form.dayOfMonth)} options={dayOptions} onChange={({ detail }) => set({ dayOfMonth: Number(detail.selectedOption.value) })} ariaLabel={t.editor.dayOfMonth} />
          </FormField>
        )}
        <FormField label={t.editor.hour} description={t.editor.hourHint} errorText={fieldError('hour')}>
          <Select selectedOption={pick(hourOptions, form.hour)} options={hourOptions} onChange={({ detail }) => set({ hour: Number(detail.selectedOption.value) })} ariaLabel={t.editor.hour} />
        </FormField>
        <FormField label={t.editor.recipients} description={t.editor.recipientsHint} errorText={fieldError('recipients')}>
          <Textarea value={form.recipients} onChange={({ detail }) => set({ recipients: detail.value })} rows={3} ariaLabel={t.editor.recipients} />
        </FormField>
        <ToggleField label={t.editor.active} checked={form.active} onChange={(active) => set({ active })} />
      </SpaceBetween>
    </SaveModal>
  );
}
