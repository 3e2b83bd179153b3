import { describe, expect, it } from 'vitest';
import { formatIsoDate, weekdayOf } from '#shared/dates/calendar-day';
import { PAY_HISTORY_WEEKS, payHistoryWeeks } from '#lib/local/seed/demo-pay-history';

const SATURDAY = 6;

describe('the demo pay history weeks', () => {
  it('are the 12 Saturdays before today, oldest first, one week apart', () => {
    const weeks = payHistoryWeeks('2026-11-24');
    expect(weeks).toHaveLength(PAY_HISTORY_WEEKS);
    expect(weeks.every((w) => weekdayOf(w) === SATURDAY)).toBe(true);
    expect(formatIsoDate(weeks.at(-1)!)).toBe('2026-11-21');
    expect(formatIsoDate(weeks[0]!)).toBe('2026-09-05');
    expect(weeks.slice(1).every((w, i) => w - weeks[i]! === 7)).toBe(true);
  });

  it('leave out a week that ends today: on a Saturday the week is not complete yet', () => {
    expect(formatIsoDate(payHistoryWeeks('2026-11-21').at(-1)!)).toBe('2026-11-14');
    expect(formatIsoDate(payHistoryWeeks('2026-11-22').at(-1)!)).toBe('2026-11-21');
  });
});
