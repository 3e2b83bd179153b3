import { describe, expect, it } from 'vitest';
import { dayFromYmd, formatUsDate, weekdayOf } from '#shared/dates/calendar-day';
import { currentPayrollPeriod, daysBetween, defaultStatementStart, payPeriodFor, priorPayPeriods } from '#shared/dates/pay-period';

const day = (y: number, m: number, d: number) => dayFromYmd(y, m, d);

describe('pay period of a week ending', () => {
  it.each([
    [day(2026, 11, 13), { startDate: '11/07/2026', endDate: '11/13/2026', payDate: '11/19/2026' }],
    [day(2026, 1, 2), { startDate: '12/27/2025', endDate: '01/02/2026', payDate: '01/08/2026' }],
    [day(2024, 2, 29), { startDate: '02/23/2024', endDate: '02/29/2024', payDate: '03/06/2024' }],
    [day(2026, 3, 6), { startDate: '02/28/2026', endDate: '03/06/2026', payDate: '03/12/2026' }],
  ])('week ending %s', (weekEnding, expected) => {
    expect(payPeriodFor(weekEnding)).toEqual(expected);
  });
});

describe('statement periods', () => {
  it('lists the 13 weekly periods before the week, newest first', () => {
    const periods = priorPayPeriods(day(2026, 11, 13));
    expect(periods).toHaveLength(13);
    expect(formatUsDate(periods[0]!.end)).toBe('11/06/2026');
    expect(formatUsDate(periods[0]!.start)).toBe('10/31/2026');
    expect(formatUsDate(periods[12]!.end)).toBe('08/14/2026');
  });

  it.each([
    ['Wednesday', day(2026, 11, 18)],
    ['Sunday', day(2026, 11, 15)],
    ['Saturday', day(2026, 11, 21)],
  ])('the payroll period current on a %s runs Saturday to Friday, 8 to 2 days before its week starts', (_name, today) => {
    const period = currentPayrollPeriod(today);
    expect(formatUsDate(period.start)).toBe('11/07/2026');
    expect(formatUsDate(period.end)).toBe('11/13/2026');
    expect(weekdayOf(period.start)).toBe(6);
    expect(weekdayOf(period.end)).toBe(5);
    expect(formatUsDate(period.payDate)).toBe('11/19/2026');
  });

  it('starts a statement date range 15 days before the pay date', () => {
    expect(formatUsDate(defaultStatementStart(day(2026, 11, 19)))).toBe('11/04/2026');
  });

  it('counts calendar days across a daylight-saving change', () => {
    expect(daysBetween(day(2026, 3, 7), day(2026, 3, 9))).toBe(2);
    expect(daysBetween(day(2026, 10, 20), day(2026, 11, 13))).toBe(24);
  });
});
