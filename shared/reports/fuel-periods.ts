import { formatIsoDate } from '#shared/dates/calendar-day';
import { readQuarter } from '#shared/fleet/ifta-jurisdictions';

/** The months (YYYY-MM) a period of days (YYYY-MM-DD, first ≤ last) touches, first to last. */
export function monthsOf(from: string, to: string): string[] {
  const months: string[] = [];
  let [y, m] = [Number(from.slice(0, 4)), Number(from.slice(5, 7))];
  const last = to.slice(0, 7);
  for (;;) {
    const month = `${y}-${String(m).padStart(2, '0')}`;
    months.push(month);
    if (month >= last) return months;
    [y, m] = m === 12 ? [y + 1, 1] : [y, m + 1];
  }
}

/** A quarter's (YYYY-Qn) first and last days, YYYY-MM-DD; undefined when it is not one. */
export function quarterDays(quarter: string): { from: string; to: string } | undefined {
  const q = readQuarter(quarter);
  return q && { from: formatIsoDate(q.first), to: formatIsoDate(q.last) };
}
