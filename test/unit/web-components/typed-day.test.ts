import { describe, expect, it } from 'vitest';
import { dayOfCalendarCell, dayOfText, dayTextProblem, isWholeDay } from '#web/components/typed-day.ts';

describe('a date field reading what is typed', () => {
  it('reads MM/DD/YYYY as the tables show it and ISO as the same day', () => {
    expect(dayOfText('11/26/2026')).toBe('2026-11-26');
    expect(dayOfText('1/5/2026')).toBe('2026-01-05');
    expect(dayOfText(' 2026-11-26 ')).toBe('2026-11-26');
  });

  it('gives an empty field as no day, not as a refused one', () => {
    expect(dayOfText('')).toBe('');
    expect(dayOfText('   ')).toBe('');
    expect(dayTextProblem('From', '')).toBeUndefined();
    expect(isWholeDay('')).toBe(false);
  });

  it('refuses an impossible day as typed, naming the field, and never moves it to a real one', () => {
    expect(dayOfText('02/30/2027')).toBeNull();
    expect(dayTextProblem('Week ending', '02/30/2027')).toBe('Week ending 02/30/2027 is not a real date.');
    expect(dayOfText('2027-02-29')).toBeNull();
    expect(isWholeDay(dayOfText('2027-02-29'))).toBe(false);
  });

  it('refuses the old YYYY/MM/DD and half-typed dates with the formats it takes', () => {
    expect(dayOfText('2026/11/26')).toBeNull();
    expect(dayOfText('11/26')).toBeNull();
    expect(dayTextProblem('Set Day', '2026/11/26')).toBe('Set Day must be a date as MM/DD/YYYY or YYYY-MM-DD.');
  });

  it('names a calendar cell by the day it shows', () => {
    expect(dayOfCalendarCell(new Date(2026, 0, 5))).toBe('2026-01-05');
    expect(dayOfCalendarCell(new Date(2026, 11, 31))).toBe('2026-12-31');
  });
});
