import { formatUsDate } from '#shared/dates/calendar-day';
import { tryReadDate } from '#shared/dates/read-date';
import { formatCents } from '#shared/money/format';
import { cents } from '#shared/money/round';

/** "$1,234.56", "-$12.00"; amounts are rounded to cents half away from zero like the engine. */
export function usd(amount: number | null | undefined): string {
  if (amount === null || amount === undefined || !Number.isFinite(amount)) return '—';
  const c = cents(amount);
  return (c < 0 ? '-$' : '$') + formatCents(Math.abs(c));
}

/** MM/DD/YYYY of any date the pay rules accept; the text itself when it is not one. */
export function usDate(value: string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return '—';
  // A date-time is shown on the calendar day of the reader, not of UTC.
  if (typeof value === 'string' && value.includes('T')) {
    const at = new Date(value);
    if (!Number.isNaN(at.getTime())) return at.toLocaleDateString('en-US', { month: '2-digit', day: '2-digit', year: 'numeric' });
  }
  const day = tryReadDate(value);
  return day === undefined ? String(value) : formatUsDate(day);
}

/** MM/DD/YYYY hh:mm in the company's zone: a scheduled time reads as the schedule shows it, wherever the reader is. */
export function usDateTimeIn(iso: string | null | undefined, timeZone: string): string {
  if (!iso) return '—';
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return iso;
  const date = at.toLocaleDateString('en-US', { timeZone, month: '2-digit', day: '2-digit', year: 'numeric' });
  return `${date} ${at.toLocaleTimeString('en-US', { timeZone, hour: '2-digit', minute: '2-digit' })}`;
}

/** MM/DD/YYYY hh:mm in the reader's time zone, for audit entries and backups. */
export function usDateTime(iso: string | null | undefined): string {
  if (!iso) return '—';
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return iso;
  return `${usDate(iso)} ${at.toLocaleTimeString('en-US', { hour: '2-digit', minute: '2-digit' })}`;
}

export function milesText(miles: number | null | undefined): string {
  return miles === null || miles === undefined ? '—' : miles.toLocaleString('en-US', { maximumFractionDigits: 1 });
}
