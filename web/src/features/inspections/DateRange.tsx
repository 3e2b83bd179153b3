import DatePicker from '@cloudscape-design/components/date-picker';
import FormField from '@cloudscape-design/components/form-field';
import { useState } from 'react';
import { inspectionText as t } from './strings.ts';

export interface Range { from: string; to: string }

function isoOf(date: Date): string {
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

/** The last `days` days up to today, as the lists open. */
export function useRange(days = 7) {
  return useState<Range>(() => ({ from: isoOf(new Date(Date.now() - (days - 1) * 86_400_000)), to: isoOf(new Date()) }));
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
