import { ZERO, add, compare, fromNumber, mul, sign, type Decimal } from '#shared/money/decimal';
import { readNumeric } from '#shared/money/numeric';
import { cents, centsToAmount, type Cents } from '#shared/money/round';
import { toCentsOfQuotient } from '#shared/money/decimal';
import type { CalendarDay } from '#shared/dates/calendar-day';
import { formatUsDate } from '#shared/dates/calendar-day';
import * as fmt from './explain-format.ts';
import type { CompModelEntry } from './result-types.ts';
import type { DriverLookup } from './types.ts';

/** A time card of the period, read: whole minutes worked on one day. */
export interface WorkedDay {
  readonly day: CalendarDay;
  readonly minutes: Decimal;
}

export const PER_DIEM_LABEL = 'Per Diem';
export const DAY_RATE_LABEL = 'Day Rate Pay';
export const HOURLY_LABEL = 'Hourly Pay';
export const WEEKLY_LABEL = 'Weekly Pay';

const DEFAULT_MIN_SHIFT_HOURS = fromNumber(1);
const SIXTY = fromNumber(60);

/** Minutes per calendar day; several cards on one day add up, negative minutes count as none. */
export function minutesByDay(cards: readonly WorkedDay[]): Map<CalendarDay, Decimal> {
  const byDay = new Map<CalendarDay, Decimal>();
  for (const card of cards) {
    if (sign(card.minutes) <= 0) continue;
    byDay.set(card.day, add(byDay.get(card.day) ?? ZERO, card.minutes));
  }
  return byDay;
}

function entry(label: string, amount: Cents, explanation: string, payable = true): CompModelEntry {
  return { label, value: centsToAmount(amount), payable, taxable: payable, categories: [payable ? 'Time Pay' : PER_DIEM_LABEL], explanation: fmt.retained(explanation) };
}

function dayRateEntry(driver: DriverLookup, byDay: Map<CalendarDay, Decimal>): CompModelEntry {
  const rate = readNumeric(driver.dayRate);
  const hours = readNumeric(driver.minShiftHours) ?? DEFAULT_MIN_SHIFT_HOURS;
  const threshold = mul(hours, SIXTY);
  const paidDays = [...byDay.entries()].filter(([, minutes]) => compare(minutes, threshold) >= 0).map(([day]) => day).sort((a, b) => a - b);
  const shift = `minimum shift ${fmt.miles(hours)} h = ${fmt.miles(threshold)} min`;
  if (!rate) return entry(DAY_RATE_LABEL, 0, `Day rate is on but the day rate ${fmt.quote(driver.dayRate)} is not numeric: 0.00.`);
  const amount = Math.max(0, cents(mul(rate, fromNumber(paidDays.length))));
  const days = paidDays.length > 0 ? ` (${paidDays.map(formatUsDate).join(', ')})` : '';
  return entry(DAY_RATE_LABEL, amount, `Day rate: ${paidDays.length} day(s) of ${byDay.size} worked reach the ${shift}${days}: ${paidDays.length} × ${fmt.money(rate)} = ${fmt.cents(amount)}.`);
}

function hourlyEntry(driver: DriverLookup, byDay: Map<CalendarDay, Decimal>): CompModelEntry {
  const rate = readNumeric(driver.hourlyRate);
  const total = [...byDay.values()].reduce(add, ZERO);
  if (!rate) return entry(HOURLY_LABEL, 0, `Hourly rate is on but the hourly rate ${fmt.quote(driver.hourlyRate)} is not numeric: 0.00.`);
  const amount = Math.max(0, Number(toCentsOfQuotient(mul(total, rate), 60n)));
  return entry(HOURLY_LABEL, amount, `Hourly, paid per minute: ${fmt.miles(total)} min × ${fmt.money(rate)} / 60 = ${fmt.cents(amount)}.`);
}

function weeklyEntry(driver: DriverLookup): CompModelEntry {
  const rate = readNumeric(driver.weeklyRate);
  const amount = rate ? Math.max(0, cents(rate)) : 0;
  return entry(WEEKLY_LABEL, amount, rate ? `Weekly rate, once per period: ${fmt.cents(amount)}.` : `Weekly rate is on but the weekly rate ${fmt.quote(driver.weeklyRate)} is not numeric: 0.00.`);
}

/** Time-pay entries of a driver for the period, in the order day rate, hourly, weekly. */
export function timePayEntries(driver: DriverLookup, cards: readonly WorkedDay[]): CompModelEntry[] {
  const byDay = minutesByDay(cards);
  const entries: CompModelEntry[] = [];
  if (driver.payDayRate === true) entries.push(dayRateEntry(driver, byDay));
  if (driver.payHourlyRate === true) entries.push(hourlyEntry(driver, byDay));
  if (driver.payWeeklyRate === true) entries.push(weeklyEntry(driver));
  return entries;
}

/** The fixed per diem: the non-taxable share, listed but not payable, and subtracted from the total. */
export function perDiemEntry(driver: DriverLookup): CompModelEntry | undefined {
  if (driver.payFixedPerDiem !== true) return undefined;
  const rate = readNumeric(driver.fixedPerDiem);
  const amount = rate ? Math.max(0, cents(rate)) : 0;
  return entry(PER_DIEM_LABEL, amount, rate ? `Fixed per diem ${fmt.cents(amount)}: the non-taxable share, not payable, subtracted from total compensation.` : `Per diem is on but the fixed per diem ${fmt.quote(driver.fixedPerDiem)} is not numeric: 0.00.`, false);
}
