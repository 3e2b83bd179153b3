import { describe, expect, it } from 'vitest';
import { isoDaysBefore } from '#shared/dates/calendar-day';

describe('isoDaysBefore', () => {
  it('counts back across a month, a year and a leap day', () => {
    expect(isoDaysBefore('2026-03-01', 1)).toBe('2026-02-28');
    expect(isoDaysBefore('2028-03-01', 1)).toBe('2028-02-29');
    expect(isoDaysBefore('2026-01-13', 13)).toBe('2025-12-31');
  });

  it('counts forward for a negative count and keeps the day for zero', () => {
    expect(isoDaysBefore('2026-12-31', -1)).toBe('2027-01-01');
    expect(isoDaysBefore('2026-11-27', 0)).toBe('2026-11-27');
  });
});
