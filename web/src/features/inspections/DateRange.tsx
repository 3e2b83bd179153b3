import { useState } from 'react';
import { isoDaysBefore } from '#shared/dates/calendar-day';
import { useCompanyToday } from '#web/auth/company-zone.ts';
import { DateField } from '#web/components/DateField.tsx';
import { isWholeDay, type TypedDay } from '#web/components/typed-day.ts';
import { inspectionText as t } from './strings.ts';

/** The two days as typed: a day, '' or null while one is not a date. */
export interface Range { from: TypedDay; to: TypedDay }

/** The last `days` days up to the company's today, as the lists open. */
export function useRange(days = 7) {
  const today = useCompanyToday();
  return useState<Range>(() => ({ from: isoDaysBefore(today, days - 1), to: today }));
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

/** The range a list may ask for: both days whole, else none (a list never asks with a day being typed or refused). */
export const wholeRange = (r: Range): { from: string; to: string } | null => (isWholeDay(r.from) && isWholeDay(r.to) ? { from: r.from, to: r.to } : null);
