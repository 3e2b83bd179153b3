import { describe, expect, it } from 'vitest';
import type { DriverLookup, Timecard } from '#shared/payroll/types';
import { docOf, trip, week } from './week.ts';

function compModel(driver: Partial<DriverLookup>, timecards: Timecard[]) {
  const result = week({
    company: { soloRateTable: [{ mileRangeStart: 0, mileRangeEnd: 9999, payRate: 1 }] },
    drivers: [{ DriverID: '1000001', ...driver }],
    tripLogs: [trip({ MilesQTY: 100 })],
    timecards,
  });
  return docOf(result);
}

const card = (date: string, minutes: number | string): Timecard => ({ DriverID: '1000001', date, minutes });

describe('time pay', () => {
  it.each<[string, Partial<DriverLookup>, Timecard[], number]>([
    ['day rate pays each day reaching the default one-hour shift', { payDayRate: true, dayRate: 150 }, [card('11/09/2026', 60), card('11/10/2026', 59), card('11/11/2026', 600)], 300],
    ['day rate honours minShiftHours', { payDayRate: true, dayRate: 150, minShiftHours: 8 }, [card('11/09/2026', 479), card('11/10/2026', 480)], 150],
    ['day rate adds several cards of one day', { payDayRate: true, dayRate: 100, minShiftHours: 2 }, [card('11/09/2026', 60), card('2026-11-09', 60)], 100],
    ['day rate ignores cards outside the pay period', { payDayRate: true, dayRate: 100 }, [card('11/06/2026', 600), card('11/14/2026', 600), card('11/07/2026', 600)], 100],
    ['hourly pays per minute', { payHourlyRate: true, hourlyRate: 20 }, [card('11/09/2026', 125)], 41.67],
    ['hourly counts every minute, short days included', { payHourlyRate: true, hourlyRate: '18.50' }, [card('11/09/2026', 30), card('11/10/2026', 45)], 23.13],
    ['weekly pays once per period', { payWeeklyRate: true, weeklyRate: 900 }, [], 900],
    ['a non-numeric rate pays 0', { payDayRate: true, dayRate: 'tbd' }, [card('11/09/2026', 600)], 0],
  ])('%s', (_name, driver, cards, value) => {
    const entry = compModel(driver, cards).compModel[2]!;
    expect(entry.value).toBe(value);
    expect(entry.payable).toBe(true);
  });

  it('lists day rate, hourly and weekly after trip earnings, and adds them to the total', () => {
    const doc = compModel({ payDayRate: true, dayRate: 100, payHourlyRate: true, hourlyRate: 12, payWeeklyRate: true, weeklyRate: 50 }, [card('11/09/2026', 90)]);
    expect(doc.compModel.map((e) => [e.label, e.value])).toEqual([['Mileage Pay', 100], ['D&H Payout', 0], ['Day Rate Pay', 100], ['Hourly Pay', 18], ['Weekly Pay', 50]]);
    expect(doc.totalCompensation).toBe(268);
  });

  it('lists a fixed per diem last, not payable, and subtracts it from the total', () => {
    const doc = compModel({ payFixedPerDiem: true, fixedPerDiem: 35.5 }, []);
    expect(doc.compModel.at(-1)).toMatchObject({ label: 'Per Diem', value: 35.5, payable: false, taxable: false });
    expect(doc.totalCompensation).toBe(64.5);
  });

  it('adds no time pay for a driver without time-pay settings', () => {
    expect(compModel({}, [card('11/09/2026', 600)]).compModel.map((e) => e.label)).toEqual(['Mileage Pay', 'D&H Payout']);
  });
});
