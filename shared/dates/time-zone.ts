/**
 * The company's time zone as the product keeps it: one rule for what a zone is, the list a company
 * chooses from, and "today" in a zone. A company's days, weeks, schedules and reports are counted in it.
 */

/** US zones first (the fleets this product serves), then every other zone the runtime knows. */
export const US_TIME_ZONES: readonly string[] = [
  'America/New_York', 'America/Chicago', 'America/Denver', 'America/Phoenix', 'America/Los_Angeles',
  'America/Anchorage', 'Pacific/Honolulu', 'America/Detroit', 'America/Indianapolis', 'America/Boise',
];

/** Longest zone name accepted (the longest IANA name is about 30 characters). */
export const TIME_ZONE_MAX_LENGTH = 64;

const AREA_LOCATION = /^[A-Za-z]+(?:\/[A-Za-z0-9_+-]+){1,2}$/;

let known: ReadonlySet<string> | undefined;

/** The runtime's own zone list, plus UTC (which the list leaves out): the bounded list a zone must be in. */
function knownZones(): ReadonlySet<string> {
  known ??= new Set([...Intl.supportedValuesOf('timeZone'), 'UTC']);
  return known;
}

/**
 * True for an IANA zone name (`America/Phoenix`, `UTC`) in the runtime's list, or an alias of one
 * (`America/Indiana/Indianapolis`). An abbreviation such as `CST` is not a zone, though some runtimes
 * accept it: it names no rule for daylight saving.
 */
export function isTimeZone(name: unknown): name is string {
  if (typeof name !== 'string' || name.length > TIME_ZONE_MAX_LENGTH) return false;
  if (name !== 'UTC' && !AREA_LOCATION.test(name)) return false;
  try {
    return knownZones().has(new Intl.DateTimeFormat('en-US', { timeZone: name }).resolvedOptions().timeZone);
  } catch {
    return false;
  }
}

/** Every zone a company may choose: US zones first, then the rest of the runtime's list. */
export function timeZones(): string[] {
  const all = [...knownZones()];
  return [...US_TIME_ZONES.filter((zone) => isTimeZone(zone)), ...all.filter((zone) => !US_TIME_ZONES.includes(zone))];
}

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** Today's calendar date (`YYYY-MM-DD`) in `timeZone` at `now` (a Date or epoch milliseconds). */
export function todayIn(timeZone: string, now: Date | number = Date.now()): string {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormats.set(timeZone, format);
  }
  return format.format(now);
}
