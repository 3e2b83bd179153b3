import * as z from 'zod';
import { addMonthsClamped, formatIsoDate, isBlank, readDay, UNREADABLE_DATE, type CalendarDay } from './dates.ts';
import { FleetInputError, parseOrRefuse } from './errors.ts';
import { dayField, id, optionalDayField, readTimeZone, record, rows, text } from './fields.ts';
import { DEFAULT_TIME_ZONE } from './zone.ts';

/** Document expiry (fleet-rules.md "Documents and expiry"). */

export type DocumentStatus = 'expired' | 'expiring' | 'valid' | 'no-expiry';

const EXPIRING_MONTHS = 2;

function statusOfDay(expiry: CalendarDay | undefined, today: CalendarDay): DocumentStatus {
  if (expiry === undefined) return 'no-expiry';
  if (expiry < today) return 'expired';
  return expiry <= addMonthsClamped(today, EXPIRING_MONTHS) ? 'expiring' : 'valid';
}

function dayOrRefuse(value: unknown, field: string, timeZone: string): CalendarDay {
  const day = readDay(value, timeZone);
  if (day === undefined) throw new FleetInputError([`${field}: unreadable date ${JSON.stringify(value)}: ${UNREADABLE_DATE}`]);
  return day;
}

/**
 * A document's status on `today`: expired before today, expiring through today + 2 calendar months
 * (month-end clamped), valid after, no-expiry without a date. Throws FleetInputError for an unreadable date.
 */
export function documentStatus(expDate: string | number | null | undefined, today: string | number, timeZone = DEFAULT_TIME_ZONE): DocumentStatus {
  const todayDay = dayOrRefuse(today, 'today', timeZone);
  return statusOfDay(isBlank(expDate) ? undefined : dayOrRefuse(expDate, 'expDate', timeZone), todayDay);
}

function documentsSchema(timeZone: string) {
  const date = optionalDayField(timeZone);
  return record({
    today: dayField(timeZone),
    timeZone: z.unknown().optional(),
    documents: rows(record({ id, docType: text, label: text, expDate: date })).nullish(),
    drivers: rows(record({ DriverID: id, cdlExpDate: date, medExpDate: date })).nullish(),
  });
}

export type DocumentsInput = z.input<ReturnType<typeof documentsSchema>>;

export interface DocumentResult {
  id?: string | number;
  docType?: string | null;
  label?: string | null;
  DriverID?: string | number;
  source?: 'cdlExpDate' | 'medExpDate';
  expDate: string | null;
  status: DocumentStatus;
  reason: string;
}

export interface DocumentsResult { today: string; timeZone: string; expiringThrough: string; documents: DocumentResult[] }

function reasonFor(status: DocumentStatus, what: string, expiry: CalendarDay | undefined, today: CalendarDay): string {
  const limit = formatIsoDate(addMonthsClamped(today, EXPIRING_MONTHS));
  if (expiry === undefined) return `${what} has no expiry date.`;
  const on = formatIsoDate(expiry);
  if (status === 'expired') return `${what} expired on ${on}, before today ${formatIsoDate(today)}.`;
  if (status === 'expiring') return `${what} expires on ${on}, within two months of today (through ${limit}).`;
  return `${what} expires on ${on}, after ${limit}, two months from today.`;
}

const SOURCES = [['cdlExpDate', 'CDL'], ['medExpDate', 'medical card']] as const;

/** Every document's status, then two per driver (CDL and medical card). */
export function computeDocuments(input: DocumentsInput): DocumentsResult {
  const timeZone = readTimeZone(input);
  const parsed = parseOrRefuse(documentsSchema(timeZone), input);
  const today = parsed.today;
  const documents: DocumentResult[] = [];
  for (const document of parsed.documents ?? []) {
    const status = statusOfDay(document.expDate, today);
    const what = `Document ${document.label ?? document.docType ?? String(document.id)}`;
    documents.push({
      id: document.id, docType: document.docType ?? null, label: document.label ?? null,
      expDate: document.expDate === undefined ? null : formatIsoDate(document.expDate), status, reason: reasonFor(status, what, document.expDate, today),
    });
  }
  for (const driver of parsed.drivers ?? []) {
    for (const [source, name] of SOURCES) {
      const expiry = driver[source];
      const status = statusOfDay(expiry, today);
      documents.push({
        DriverID: driver.DriverID, source, expDate: expiry === undefined ? null : formatIsoDate(expiry), status,
        reason: reasonFor(status, `Driver ${String(driver.DriverID)}'s ${name}`, expiry, today),
      });
    }
  }
  return { today: formatIsoDate(today), timeZone, expiringThrough: formatIsoDate(addMonthsClamped(today, EXPIRING_MONTHS)), documents };
}
