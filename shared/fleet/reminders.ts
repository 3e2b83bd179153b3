import { add, compare, fromNumber, max, mul, sign, sub, toNumber, ZERO, type Decimal } from '#shared/money/decimal';
import { formatIsoDate, type CalendarDay } from './dates.ts';
import { parseOrRefuse } from './errors.ts';
import { ceilQuotient, divideRounded, shown } from './exact.ts';
import { idKey, readTimeZone } from './fields.ts';
import { baselineFor, mileageRate, type Baseline, type MileageRate } from './reminder-baseline.ts';
import { remindersSchema, type ParsedProgram, type ParsedTractor, type RemindersInput } from './reminders-input.ts';
import { daysInterval, milesInterval, programRefusals } from './reminder-program.ts';

/** Service reminders per tractor and program (fleet-rules.md "Service reminders"). */

export type ReminderState = 'overdue' | 'due' | 'due-soon' | 'ok' | 'unknown';
export type { RemindersInput };

export interface Reminder {
  tractorId: string | number;
  programId: string | number;
  programName: string | null;
  state: ReminderState;
  isOverDue: boolean;
  isDue: boolean;
  isDueSoon: boolean;
  nextDueMiles: number | null;
  nextDueDate: string | null;
  remainingMiles: number | null;
  remainingDays: number | null;
  forecastDueDate: string | null;
  mileageForecastDate: string | null;
  averageDailyMiles: number | null;
  baselineSource: 'service' | 'baseline' | null;
  baselineDate: string | null;
  baselineOdometer: number | null;
  reason: string;
}

export interface TractorServiceCounts { id: string | number; serviceOverdueCount: number; serviceDueSoonCount: number }
export interface RemindersResult { today: string; timeZone: string; reminders: Reminder[]; tractors: TractorServiceCounts[] }

const DEFAULTS = { dueWithinMiles: 250, dueWithinDays: 7, dueSoonWithinMiles: 1000, dueSoonWithinDays: 30 };
const SEVERITY: Record<ReminderState, number> = { unknown: -1, ok: 0, 'due-soon': 1, due: 2, overdue: 3 };

/** overdue below 0; due up to due-within; due-soon up to due-soon-within; ok beyond. */
export function dimensionState(remaining: Decimal, dueWithin: Decimal, dueSoonWithin: Decimal): Exclude<ReminderState, 'unknown'> {
  if (sign(remaining) < 0) return 'overdue';
  if (compare(remaining, dueWithin) <= 0) return 'due';
  if (compare(remaining, dueSoonWithin) <= 0) return 'due-soon';
  return 'ok';
}

function threshold(value: Decimal | undefined, fallback: number): Decimal {
  return value ?? fromNumber(fallback);
}

function unknownReminder(tractor: ParsedTractor, program: ParsedProgram, baseline: Baseline | undefined): Reminder {
  const detail = baseline ? `the ${baseline.source === 'service' ? 'last service' : 'baseline'} of ${formatIsoDate(baseline.date)} has no odometer and no reading on or before it, and the program counts miles only` : 'no serving record and no baseline for this tractor';
  return {
    tractorId: tractor.id, programId: program.id, programName: program.name ?? null, state: 'unknown', isOverDue: false, isDue: false, isDueSoon: false,
    nextDueMiles: null, nextDueDate: null, remainingMiles: null, remainingDays: null, forecastDueDate: null, mileageForecastDate: null, averageDailyMiles: null,
    baselineSource: baseline?.source ?? null, baselineDate: baseline ? formatIsoDate(baseline.date) : null, baselineOdometer: baseline?.odometer ? toNumber(baseline.odometer) : null,
    reason: `Unknown: no service on record (${detail}).`,
  };
}

function mileageForecast(remainingMiles: Decimal, rate: MileageRate | undefined, today: CalendarDay): CalendarDay | undefined {
  if (!rate) return undefined;
  return today + Number(ceilQuotient(mul(max(remainingMiles, ZERO), fromNumber(rate.days)), rate.miles));
}

function reminderFor(tractor: ParsedTractor, program: ParsedProgram, baseline: Baseline | undefined, today: CalendarDay, rate: MileageRate | undefined): Reminder {
  const intervalMiles = milesInterval(program);
  const intervalDays = daysInterval(program);
  const miles = intervalMiles !== undefined && baseline?.odometer !== undefined ? intervalMiles : undefined;
  if (!baseline || (miles === undefined && intervalDays === undefined)) return unknownReminder(tractor, program, baseline);
  const parts: string[] = [];
  const states: Array<Exclude<ReminderState, 'unknown'>> = [];
  let nextDueMiles: Decimal | undefined, remainingMiles: Decimal | undefined, nextDueDate: CalendarDay | undefined, forecast: CalendarDay | undefined;
  if (miles !== undefined) {
    nextDueMiles = add(baseline.odometer!, miles);
    remainingMiles = sub(nextDueMiles, tractor.LatestOdometer);
    const state = dimensionState(remainingMiles, threshold(program.dueWithinMiles, DEFAULTS.dueWithinMiles), threshold(program.dueSoonWithinMiles, DEFAULTS.dueSoonWithinMiles));
    states.push(state);
    forecast = mileageForecast(remainingMiles, rate, today);
    parts.push(`miles ${state}: due at ${shown(nextDueMiles)} mi (${shown(baseline.odometer!)} + ${shown(miles)}), odometer ${shown(tractor.LatestOdometer)}, ${sign(remainingMiles) < 0 ? `${shown(sub(ZERO, remainingMiles))} mi past` : `${shown(remainingMiles)} mi left`}`);
  } else if (intervalMiles !== undefined) {
    parts.push('miles not judged: no odometer at the baseline');
  }
  if (intervalDays !== undefined) {
    nextDueDate = baseline.date + intervalDays;
    const remainingDays = nextDueDate - today;
    const state = dimensionState(fromNumber(remainingDays), threshold(program.dueWithinDays, DEFAULTS.dueWithinDays), threshold(program.dueSoonWithinDays, DEFAULTS.dueSoonWithinDays));
    states.push(state);
    parts.push(`days ${state}: due by ${formatIsoDate(nextDueDate)} (${formatIsoDate(baseline.date)} + ${intervalDays} days), ${remainingDays < 0 ? `${-remainingDays} days past` : `${remainingDays} days left`}`);
  }
  const state = states.reduce((worst, next) => (SEVERITY[next] > SEVERITY[worst] ? next : worst));
  const candidates = [nextDueDate, forecast].filter((day): day is number => day !== undefined);
  const forecastDueDate = candidates.length > 0 ? Math.min(...candidates) : undefined;
  const from = baseline.source === 'service' ? 'last service' : 'program baseline';
  const odometerNote = baseline.odometerFromReading ? ' (odometer from the reading on or before it)' : '';
  const rateNote = rate ? `; averaging ${shown(divideRounded(rate.miles, fromNumber(rate.days), 2))} mi/day over ${rate.days} days${forecast !== undefined ? `, miles due about ${formatIsoDate(forecast)}` : ''}` : '; no average daily miles';
  return {
    tractorId: tractor.id, programId: program.id, programName: program.name ?? null, state,
    isOverDue: state === 'overdue', isDue: state === 'due', isDueSoon: state === 'due-soon',
    nextDueMiles: nextDueMiles === undefined ? null : toNumber(nextDueMiles),
    nextDueDate: nextDueDate === undefined ? null : formatIsoDate(nextDueDate),
    remainingMiles: remainingMiles === undefined ? null : toNumber(remainingMiles),
    remainingDays: nextDueDate === undefined ? null : nextDueDate - today,
    forecastDueDate: forecastDueDate === undefined ? null : formatIsoDate(forecastDueDate),
    mileageForecastDate: forecast === undefined ? null : formatIsoDate(forecast),
    averageDailyMiles: rate ? toNumber(divideRounded(rate.miles, fromNumber(rate.days), 2)) : null,
    baselineSource: baseline.source, baselineDate: formatIsoDate(baseline.date), baselineOdometer: baseline.odometer === undefined ? null : toNumber(baseline.odometer),
    reason: `${state === 'due-soon' ? 'Due soon' : state[0]!.toUpperCase() + state.slice(1)} from the ${from} of ${formatIsoDate(baseline.date)}${odometerNote}: ${parts.join('; ')}${rateNote}.`,
  };
}

function appliesTo(program: ParsedProgram, tractor: ParsedTractor): boolean {
  if (program.tractorIds === undefined || program.tractorIds === null) return true;
  const key = idKey(tractor.id);
  return program.tractorIds.some((tractorId) => idKey(tractorId) === key);
}

/** Every reminder of every tractor × applicable program, and each tractor's counts. */
export function computeReminders(input: RemindersInput): RemindersResult {
  const timeZone = readTimeZone(input);
  const parsed = parseOrRefuse(remindersSchema(timeZone), input);
  programRefusals(parsed);
  const records = parsed.maintRecords ?? [];
  const reminders: Reminder[] = [];
  const tractors: TractorServiceCounts[] = [];
  for (const tractor of parsed.tractors) {
    const rate = mileageRate(tractor, parsed.today);
    const mine = parsed.programs.filter((program) => appliesTo(program, tractor)).map((program) => reminderFor(tractor, program, baselineFor(tractor, program, records), parsed.today, rate));
    reminders.push(...mine);
    tractors.push({
      id: tractor.id,
      serviceOverdueCount: mine.filter((reminder) => reminder.state === 'overdue').length,
      serviceDueSoonCount: mine.filter((reminder) => reminder.state === 'due' || reminder.state === 'due-soon').length,
    });
  }
  return { today: formatIsoDate(parsed.today), timeZone, reminders, tractors };
}
