import { compare, sign, sub, type Decimal } from '#shared/money/decimal';
import type { CalendarDay } from './dates.ts';
import { idKey } from './fields.ts';
import type { ParsedMaintRecord, ParsedProgram, ParsedTractor } from './reminders-input.ts';

/** Where a reminder counts from: the last serving record, else the program's baseline for the tractor. */
export interface Baseline {
  source: 'service' | 'baseline';
  date: CalendarDay;
  /** Undefined when neither the baseline nor a reading on or before it gives one. */
  odometer: Decimal | undefined;
  /** True when the odometer came from the tractor's readings. */
  odometerFromReading: boolean;
}

interface Dated { date: CalendarDay; odometer: Decimal | undefined }

/** Later day first; same day: a higher odometer, and one without an odometer ranks below one with it. */
function laterThan(a: Dated, b: Dated): boolean {
  if (a.date !== b.date) return a.date > b.date;
  if (a.odometer === undefined) return false;
  return b.odometer === undefined || compare(a.odometer, b.odometer) > 0;
}

function latest<T extends Dated>(items: readonly T[]): T | undefined {
  let best: T | undefined;
  for (const item of items) if (!best || laterThan(item, best)) best = item;
  return best;
}

function isCompleted(record: ParsedMaintRecord): boolean {
  const status = (record.ServiceStatus ?? '').trim().toLowerCase();
  return status === '' || status === 'completed';
}

function serves(program: ParsedProgram, record: ParsedMaintRecord): boolean {
  if (program.isPM === true && record.isPM === true) return true;
  const type = (record.serviceType ?? '').trim().toLowerCase();
  if (type === '') return false;
  return (program.serviceTypes ?? []).some((serviceType) => serviceType.trim().toLowerCase() === type);
}

/** The tractor's latest reading dated on or before the day (same day: the highest odometer). */
function readingOnOrBefore(tractor: ParsedTractor, day: CalendarDay): Decimal | undefined {
  const readings = (tractor.odometerReadings ?? []).filter((reading) => reading.date <= day);
  return latest(readings)?.odometer;
}

export function baselineFor(tractor: ParsedTractor, program: ParsedProgram, records: readonly ParsedMaintRecord[]): Baseline | undefined {
  const key = idKey(tractor.id);
  const serving = records.filter((record) => idKey(record.VehicleID) === key && isCompleted(record) && serves(program, record));
  const lastService = latest(serving.map((record) => ({ date: record.ServiceDate, odometer: record.odometer })));
  const programBaseline = latest((program.baselines ?? []).filter((baseline) => idKey(baseline.tractorId) === key));
  const chosen = lastService ?? programBaseline;
  if (!chosen) return undefined;
  const source = lastService ? 'service' : 'baseline';
  if (chosen.odometer !== undefined) return { source, date: chosen.date, odometer: chosen.odometer, odometerFromReading: false };
  const odometer = readingOnOrBefore(tractor, chosen.date);
  return { source, date: chosen.date, odometer, odometerFromReading: odometer !== undefined };
}

/** Miles and days between the earliest and latest readings of the last 30 days, when they make an average. */
export interface MileageRate { miles: Decimal; days: number; from: CalendarDay; to: CalendarDay }

const RATE_WINDOW_DAYS = 30;
const RATE_MIN_SPAN_DAYS = 7;

export function mileageRate(tractor: ParsedTractor, today: CalendarDay): MileageRate | undefined {
  const readings = (tractor.odometerReadings ?? []).filter((reading) => reading.date >= today - RATE_WINDOW_DAYS && reading.date <= today);
  let earliest: (typeof readings)[number] | undefined;
  let last: (typeof readings)[number] | undefined;
  for (const reading of readings) {
    if (!earliest || reading.date < earliest.date || (reading.date === earliest.date && compare(reading.odometer, earliest.odometer) < 0)) earliest = reading;
    if (!last || reading.date > last.date || (reading.date === last.date && compare(reading.odometer, last.odometer) > 0)) last = reading;
  }
  if (!earliest || !last || last.date - earliest.date < RATE_MIN_SPAN_DAYS) return undefined;
  const miles = sub(last.odometer, earliest.odometer);
  if (sign(miles) <= 0) return undefined;
  return { miles, days: last.date - earliest.date, from: earliest.date, to: last.date };
}
