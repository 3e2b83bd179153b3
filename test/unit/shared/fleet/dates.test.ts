import { describe, expect, it } from 'vitest';
import { dayFromYmd, formatIsoDate } from '#shared/dates/calendar-day';
import { addMonthsClamped, readDay, readTimestamp } from '#shared/fleet/dates';
import { readTimeZone } from '#shared/fleet/fields';
import { FleetInputError } from '#shared/fleet/errors';

const CHICAGO = 'America/Chicago';
const day = (value: unknown, zone = CHICAGO) => {
  const read = readDay(value, zone);
  return read === undefined ? undefined : formatIsoDate(read);
};
const instant = (value: unknown, zone = CHICAGO) => {
  const read = readTimestamp(value, zone);
  return read === undefined ? undefined : new Date(read).toISOString();
};

describe('fleet date fields', () => {
  it('reads YYYY-MM-DD and MM/DD/YYYY as the day written', () => {
    expect(day('2026-03-08')).toBe('2026-03-08');
    expect(day('03/08/2026')).toBe('2026-03-08');
    expect(day(' 3/8/2026 ')).toBe('2026-03-08');
  });

  it('counts a date-time with an offset as its calendar day in the company zone', () => {
    expect(day('2026-03-09T03:00:00Z')).toBe('2026-03-08');
    expect(day('2026-03-09T06:00:00Z')).toBe('2026-03-09');
    expect(day('2026-03-09T03:00:00Z', 'UTC')).toBe('2026-03-09');
  });

  it('counts a date-time without an offset as wall-clock time, so its written day', () => {
    expect(day('2026-03-08T23:30:00')).toBe('2026-03-08');
  });

  it('refuses impossible dates and other text', () => {
    for (const bad of ['2026-02-30', '13/01/2026', 'soon', '2026-03-08T25:00:00', true, {}]) expect(day(bad)).toBeUndefined();
  });
});

describe('fleet timestamps', () => {
  it('reads Z, offsets and epoch milliseconds as instants', () => {
    expect(instant('2026-07-01T12:00:00Z')).toBe('2026-07-01T12:00:00.000Z');
    expect(instant('2026-07-01T12:00:00-05:00')).toBe('2026-07-01T17:00:00.000Z');
    expect(instant('2026-07-01T12:00:00+0530')).toBe('2026-07-01T06:30:00.000Z');
    expect(instant(1782907200000)).toBe('2026-07-01T12:00:00.000Z');
  });

  it('reads a timestamp without offset as wall clock in the zone, summer and winter', () => {
    expect(instant('2026-07-01T12:00:00')).toBe('2026-07-01T17:00:00.000Z');
    expect(instant('2026-01-15 12:00')).toBe('2026-01-15T18:00:00.000Z');
    expect(instant('2026-07-01T12:00:00', 'America/Denver')).toBe('2026-07-01T18:00:00.000Z');
  });

  it('takes the earlier of a repeated hour and moves a skipped hour forward', () => {
    expect(instant('2026-11-01T01:30:00')).toBe('2026-11-01T06:30:00.000Z');
    expect(instant('2026-03-08T02:30:00')).toBe('2026-03-08T08:30:00.000Z');
  });
});

describe('fleet time zone', () => {
  it('defaults to America/Chicago and refuses an unknown zone naming timeZone', () => {
    expect(readTimeZone({})).toBe(CHICAGO);
    expect(readTimeZone({ timeZone: 'America/New_York' })).toBe('America/New_York');
    expect(() => readTimeZone({ timeZone: 'Mars/Olympus' })).toThrow(/^timeZone: unknown time zone/);
    expect(() => readTimeZone({ timeZone: 5 })).toThrow(FleetInputError);
  });
});

describe('calendar months with month-end clamping', () => {
  it('keeps the day of month or clamps to the month end', () => {
    const plus2 = (y: number, m: number, d: number) => formatIsoDate(addMonthsClamped(dayFromYmd(y, m, d), 2));
    expect(plus2(2026, 3, 15)).toBe('2026-05-15');
    expect(plus2(2025, 12, 31)).toBe('2026-02-28');
    expect(plus2(2027, 12, 30)).toBe('2028-02-29');
    expect(plus2(2026, 11, 30)).toBe('2027-01-30');
    expect(plus2(2026, 1, 31)).toBe('2026-03-31');
  });
});
