import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dayFromYmd, formatIsoDate, formatUsDate } from '#shared/dates/calendar-day';
import { DateReadError, readDate, tryReadDate } from '#shared/dates/read-date';

const iso = (value: unknown) => formatIsoDate(readDate(value));

describe('the many-format date reader', () => {
  it.each<[unknown, string]>([
    ['2026-11-13', '2026-11-13'],
    ['2026-11-13T23:59:00Z', '2026-11-13'],
    ['2026-11-13T00:30:00.000-05:00', '2026-11-13'],
    ['2026-11-13 08:15', '2026-11-13'],
    ['11/13/2026', '2026-11-13'],
    ['1/5/2026', '2026-01-05'],
    ['11/13/26', '2026-11-13'],
    ['2/29/24', '2024-02-29'],
    [46339, '2026-11-13'],
    ['46339', '2026-11-13'],
    [46339.75, '2026-11-13'],
    [1, '1899-12-31'],
    [60, '1900-02-28'],
    [2958465, '9999-12-31'],
    [Date.UTC(2026, 10, 13, 12), '2026-11-13'],
    ['  11/13/2026  ', '2026-11-13'],
  ])('reads %j as %s', (value, expected) => {
    expect(iso(value)).toBe(expected);
  });

  it.each<[unknown]>([
    ['13/45/2026'], ['02/30/2026'], ['2026-02-30'], ['2026-13-01'], ['2026-11-13T25:00'], ['yesterday'], ['Nov 13 2026'],
    ['13.11.2026'], [''], [0], [-5], [2958466], [99_999_999_999], ['3000000'], [String(Date.UTC(2026, 10, 13))], [NaN], [null], [undefined], [true], [{}],
  ])('rejects %j instead of guessing', (value) => {
    expect(tryReadDate(value)).toBeUndefined();
    expect(() => readDate(value)).toThrow(DateReadError);
  });

  it('names the unreadable value in its error', () => {
    expect(() => readDate('13/45/2026')).toThrow(/unreadable date "13\/45\/2026"/);
  });

  it('reads back every calendar date from its MM/DD/YYYY, ISO and serial forms', () => {
    fc.assert(
      fc.property(fc.integer({ min: dayFromYmd(1900, 3, 1), max: dayFromYmd(2199, 12, 31) }), (day) => {
        expect(readDate(formatUsDate(day))).toBe(day);
        expect(readDate(formatIsoDate(day))).toBe(day);
        expect(readDate(day - dayFromYmd(1899, 12, 30))).toBe(day);
      }),
    );
  });
});
