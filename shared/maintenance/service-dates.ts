/** Dates of a maintenance record (a calendar day in the company's time zone: `companyToday`) and its spec spellings. */

/** `ServiceMonth` as the spec keeps it: `MM-YYYY`. */
export function serviceMonthOf(isoDay: string): string {
  return `${isoDay.slice(5, 7)}-${isoDay.slice(0, 4)}`;
}

/** `ServiceDateString`: `MM/DD/YYYY`. */
export function serviceDateStringOf(isoDay: string): string {
  return `${isoDay.slice(5, 7)}/${isoDay.slice(8, 10)}/${isoDay.slice(0, 4)}`;
}

/** The search index month of a service day: `YYYY-MM` (sorts by time). */
export function indexMonthOf(isoDay: string): string {
  return isoDay.slice(0, 7);
}

/** Adds days to a YYYY-MM-DD day. */
export function addDaysIso(isoDay: string, days: number): string {
  const ms = Date.UTC(Number(isoDay.slice(0, 4)), Number(isoDay.slice(5, 7)) - 1, Number(isoDay.slice(8, 10))) + days * 86_400_000;
  return new Date(ms).toISOString().slice(0, 10);
}
