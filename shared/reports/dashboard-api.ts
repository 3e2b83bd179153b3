import * as z from 'zod';
import type { DailyMiles, DriverMileage, FleetDay, TractorMileage } from './eld-mileage.ts';

/** The API of the office dashboard, the ELD mileage dashboard and the profitability snapshot. */

const isoDay = z.iso.date('Expected a date as YYYY-MM-DD.');
/** Spec part 2 §9: a moving-average chart reads 90 days; the ELD range is at most that. */
export const MAX_ELD_RANGE_DAYS = 90;
/** A list filter names at most this many tractors or drivers. */
export const MAX_FILTER_IDS = 200;
export const DEFAULT_TREND_WEEKS = 13;
export const MAX_TREND_WEEKS = 26;

function idList(field: string) {
  return z
    .string()
    .max(MAX_FILTER_IDS * 21, `${field} is too long.`)
    .transform((s, ctx) => {
      const ids = [...new Set(s.split(',').map((v) => v.trim().toUpperCase()).filter(Boolean))];
      if (ids.length > MAX_FILTER_IDS) ctx.addIssue({ code: 'custom', message: `${field} names at most ${MAX_FILTER_IDS}.` });
      const bad = ids.find((v) => !/^[A-Z0-9-]{1,20}$/.test(v));
      if (bad) ctx.addIssue({ code: 'custom', message: `${field} holds an id that is not 1 to 20 letters or digits.` });
      return ids;
    });
}

const flag = z.enum(['true', 'false'], { error: 'Expected true or false.' }).transform((v) => v === 'true');

export const dashboardQuery = z.strictObject({ weekEnding: isoDay.optional() });

export const eldQuery = z
  .strictObject({
    from: isoDay.optional(),
    to: isoDay.optional(),
    tractors: idList('tractors').optional(),
    drivers: idList('drivers').optional(),
    includeDaily: flag.optional(),
  })
  .superRefine((q, ctx) => {
    if ((q.from === undefined) !== (q.to === undefined)) {
      ctx.addIssue({ code: 'custom', path: [q.from === undefined ? 'from' : 'to'], message: 'The first and the last day go together.' });
      return;
    }
    if (q.from && q.to) {
      const days = Math.round((Date.parse(q.to) - Date.parse(q.from)) / 86_400_000) + 1;
      if (days < 1) ctx.addIssue({ code: 'custom', path: ['to'], message: 'The last day is before the first day.' });
      else if (days > MAX_ELD_RANGE_DAYS) ctx.addIssue({ code: 'custom', path: ['to'], message: `At most ${MAX_ELD_RANGE_DAYS} days from the first day to the last.` });
    }
  });
export type EldQuery = z.output<typeof eldQuery>;

export const profitabilityQuery = z.strictObject({ payRunId: isoDay.optional() });
export const profitabilityTrendQuery = z.strictObject({
  weeks: z.coerce.number({ error: 'weeks is a number.' }).int('weeks is a whole number.').min(1, 'weeks is at least 1.').max(MAX_TREND_WEEKS, `weeks is at most ${MAX_TREND_WEEKS}.`).optional(),
  /** The trend's last week; the newest calculated pay run's week when absent. */
  weekEnding: isoDay.optional(),
});

/** A figure of the week at a glance; `value` null means the week has no data for it. */
export interface DashboardTile {
  key: TileKey;
  value: number | null;
  /** Last week's figure, for the tiles compared week on week. */
  previous?: number | null;
  unit: 'dollars' | 'dollarsPerMile' | 'miles' | 'mpg' | 'count';
  /** The page whose number this is. */
  path: string;
}

export const TILE_KEYS = [
  'payTotal', 'payPerMile', 'miles', 'revenuePerMile', 'fleetMpg',
  'tractorsOverdue', 'tractorsDueSoon', 'openDefects', 'documentsExpiring', 'broadcastsPending',
] as const;
export type TileKey = (typeof TILE_KEYS)[number];

export interface DashboardView {
  /** The pay run the week's figures come from (its week ending); absent when the company has none. */
  weekEnding?: string;
  previousWeekEnding?: string;
  today: string;
  tiles: DashboardTile[];
}

export interface EldDashboard {
  from: string;
  to: string;
  tractorChart: TractorMileage[];
  driverChartData: Array<DriverMileage & { DisplayName?: string }>;
  /** Miles of tractor-days when no driver was logged into the tractor. */
  unattributedMiles: number;
  fleetDaily: FleetDay[];
  totals: { tractorMiles: number; driverMiles: number };
}

export interface ProfitabilityRow {
  /** Tractor number, domicile code, or '' for costs not tied to one. */
  key: string;
  label: string;
  Domicile?: string;
  miles: number;
  tripRevenue: number;
  driverPay: number;
  fuel: number;
  maintenance: number;
  expenses: number;
  margin: number;
  /** Null when the row has no miles. */
  marginPerMile: number | null;
}

export interface ProfitabilityView {
  PayRunID: string;
  period: { startDate: string; endDate: string };
  /** False until the pay run is calculated: driver pay and revenue come from its calculation. */
  calculated: boolean;
  tractors: ProfitabilityRow[];
  domiciles: ProfitabilityRow[];
  total: ProfitabilityRow;
  /** Card purchases the statement's fuel already held (same tractor, day and amount), counted once. */
  cardPurchasesOnStatement: number;
}

export interface ProfitabilityTrendWeek {
  weekEnding: string;
  /** Null for a week without a calculated pay run. */
  total: ProfitabilityRow | null;
}

export interface ProfitabilityTrend {
  weeks: ProfitabilityTrendWeek[];
}

export type { DailyMiles };
