import { readTypedDate, typedDateProblem } from '#shared/validation/typed-date';

/** What a date field hands its page: a day (YYYY-MM-DD), '' when left empty, or null while its text is not a date. */
export type TypedDay = string | null;

/** The day a date field's text stands for: '' for nothing typed, null for a malformed or impossible date. */
export function dayOfText(text: string): TypedDay {
  if (text.trim() === '') return '';
  const read = readTypedDate(text);
  return read.ok ? read.iso : null;
}

/** The sentence for a date field's text that is not a date, naming the field by its label; none for a date or nothing. */
export function dayTextProblem(label: string, text: string): string | undefined {
  if (text.trim() === '') return undefined;
  const read = readTypedDate(text);
  return read.ok ? undefined : typedDateProblem(label, read);
}

/** A whole day the page may ask the server for (not empty, not a malformed date). */
export const isWholeDay = (day: TypedDay): day is string => day !== null && day !== '';

/** The calendar's cell (midnight of the reader's clock) as the day it shows, YYYY-MM-DD. */
export function dayOfCalendarCell(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
