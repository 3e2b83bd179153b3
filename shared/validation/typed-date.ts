import * as z from 'zod';
import { isValidYmd } from '#shared/dates/calendar-day';

/** The formats a typed date is accepted in, in the words the date fields show. */
export const TYPED_DATE_FORMATS = 'MM/DD/YYYY or YYYY-MM-DD';

const ISO = /^(\d{4})-(\d{1,2})-(\d{1,2})$/;
const US = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;

export type TypedDate = { ok: true; iso: string } | { ok: false; problem: 'format' | 'impossible'; shown: string };

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/**
 * A date as a person types it, MM/DD/YYYY (what the tables show) or YYYY-MM-DD, read as YYYY-MM-DD.
 * A date that does not exist (02/30/2027, 2026-13-45) is refused as it is, never moved to a real one.
 */
export function readTypedDate(text: string): TypedDate {
  const trimmed = text.trim();
  const iso = ISO.exec(trimmed);
  const us = iso ? undefined : US.exec(trimmed);
  if (!iso && !us) return { ok: false, problem: 'format', shown: trimmed };
  const [year, month, day] = iso ? [Number(iso[1]), Number(iso[2]), Number(iso[3])] : [Number(us![3]), Number(us![1]), Number(us![2])];
  if (!isValidYmd(year, month, day)) return { ok: false, problem: 'impossible', shown: `${pad(month)}/${pad(day)}/${pad(year, 4)}` };
  return { ok: true, iso: `${pad(year, 4)}-${pad(month)}-${pad(day)}` };
}

/** The sentence for a typed date that is refused, naming the field by its label. */
export function typedDateProblem(label: string, read: Extract<TypedDate, { ok: false }>): string {
  return read.problem === 'impossible' ? `${label} ${read.shown} is not a real date.` : `${label} must be a date as ${TYPED_DATE_FORMATS}.`;
}

/** A date field of a request or form: MM/DD/YYYY or YYYY-MM-DD in, YYYY-MM-DD out; an impossible date refused naming the field. */
export function typedDate(label: string) {
  return z
    .string()
    .max(10, `${label} must be a date as ${TYPED_DATE_FORMATS}.`)
    .transform((text, ctx) => {
      const read = readTypedDate(text);
      if (read.ok) return read.iso;
      ctx.addIssue({ code: 'custom', message: typedDateProblem(label, read) });
      return z.NEVER;
    })
    .meta({ label });
}

/** YYYY-MM-DD as the tables and typed date fields show it, MM/DD/YYYY; anything else as it is. */
export function usDateOf(iso: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  return match ? `${match[2]}/${match[3]}/${match[1]}` : iso;
}
