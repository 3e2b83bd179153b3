import DatePicker from '@cloudscape-design/components/date-picker';
import FormField from '@cloudscape-design/components/form-field';
import { useState } from 'react';
import { isoDaysBefore } from '#shared/dates/calendar-day';
import { useCompanyToday } from '#web/auth/company-zone.ts';
import { inspectionText as t } from './strings.ts';

export interface Range { from: string; to: string }

/** The last `days` days up to the company's today, as the lists open. */
export function useRange(days = 7) {
  const today = useCompanyToday();
  return useState<Range>(() => ({ from: isoDaysBefore(today, days - 1), to: today }));
}

function DateField({ label, value, onChange }: { label: string; value: string; onChange: (v: string) => void }) {
  return (
    <FormField label={label}>
      <DatePicker value={value} placeholder={t.dateHint} onChange={({ detail }) => onChange(detail.value)} openCalendarAriaLabel={(selected) => (selected ? `${label}, ${selected}` : label)} {...t.calendar} />
    </FormField>
  );
}

/** The two dates every inspection list reads between. */
export function DateRange({ range, onChange }: { range: Range; onChange: (r: Range) => void }) {
  return (
    <>
      <DateField label={t.from} value={range.from} onChange={(from) => onChange({ ...range, from })} />
      <DateField label={t.to} value={range.to} onChange={(to) => onChange({ ...range, to })} />
    </>
  );
}

export const rangeComplete = (r: Range) => /^\d{4}-\d{2}-\d{2}$/.test(r.from) && /^\d{4}-\d{2}-\d{2}$/.test(r.to);
