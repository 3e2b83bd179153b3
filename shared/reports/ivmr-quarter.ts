import { add, fromNumber, toNumber, ZERO, type Decimal } from '#shared/money/decimal';
import { quarterDays } from './fuel-periods.ts';
import { windowDays, weekEndingOf } from './ivmr-week.ts';

/**
 * fleet-rules "Approval": the day before each IVMR window (the Sunday of a Saturday week ending) belongs
 * to no IVMR week, while IFTA counts every day. Both figures come from the one source IFTA reads (the
 * daily state-mileage rows), each day split into "in an IVMR window" or "outside every window", so
 * window miles + outside miles = IFTA miles for each tractor by construction.
 */

/** A daily state-mileage row as IFTA reads it (tractor-day-mileage). */
export interface DayMiles { VehicleID: string; date: string; miles: number }

export interface OutsideDay { date: string; miles: number }

export interface TractorQuarterMiles {
  VehicleID: string;
  /** Miles of the days that fall in an IVMR window (Monday to Saturday) inside the quarter. */
  windowMiles: number;
  /** Miles of the days outside every IVMR window (Sundays) inside the quarter. */
  outsideMiles: number;
  /** Every day of the quarter, as IFTA counts it. */
  iftaMiles: number;
  /** The outside days with miles, in date order (at most 14 in a quarter). */
  outsideDays: OutsideDay[];
}

export interface QuarterMiles {
  quarter: string;
  firstDay: string;
  lastDay: string;
  tractors: TractorQuarterMiles[];
  totals: { windowMiles: number; outsideMiles: number; iftaMiles: number };
}

/** Whether a local day lies in some IVMR window: the window of its own week (Monday to Saturday). */
export function inIvmrWindow(day: string): boolean {
  return windowDays(weekEndingOf(day)).includes(day);
}

interface Sums { window: Decimal; outside: Decimal; days: Map<string, Decimal> }

/**
 * The quarter's miles per tractor split by IVMR window. A week whose window straddles the quarter's
 * first or last day gives each of its days to the quarter of that day, as IFTA does. Undefined for a
 * text that is not a quarter.
 */
export function quarterMiles(quarter: string, rows: readonly DayMiles[]): QuarterMiles | undefined {
  const days = quarterDays(quarter);
  if (!days) return undefined;
  const byTractor = new Map<string, Sums>();
  for (const row of rows) {
    if (row.date < days.from || row.date > days.to) continue;
    const sums = byTractor.get(row.VehicleID) ?? { window: ZERO, outside: ZERO, days: new Map<string, Decimal>() };
    const miles = fromNumber(row.miles);
    if (inIvmrWindow(row.date)) sums.window = add(sums.window, miles);
    else {
      sums.outside = add(sums.outside, miles);
      sums.days.set(row.date, add(sums.days.get(row.date) ?? ZERO, miles));
    }
    byTractor.set(row.VehicleID, sums);
  }
  const totals = { window: ZERO, outside: ZERO };
  const tractors = [...byTractor].sort(([a], [b]) => a.localeCompare(b)).map(([VehicleID, sums]): TractorQuarterMiles => {
    totals.window = add(totals.window, sums.window);
    totals.outside = add(totals.outside, sums.outside);
    return {
      VehicleID,
      windowMiles: toNumber(sums.window),
      outsideMiles: toNumber(sums.outside),
      iftaMiles: toNumber(add(sums.window, sums.outside)),
      outsideDays: [...sums.days].sort(([a], [b]) => a.localeCompare(b)).map(([date, miles]) => ({ date, miles: toNumber(miles) })),
    };
  });
  return {
    quarter, firstDay: days.from, lastDay: days.to, tractors,
    totals: { windowMiles: toNumber(totals.window), outsideMiles: toNumber(totals.outside), iftaMiles: toNumber(add(totals.window, totals.outside)) },
  };
}
