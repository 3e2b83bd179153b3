import { centsToAmount, cents } from '#shared/money/round';
import type { DashboardTile, TileKey } from './dashboard-api.ts';

/**
 * The week-at-a-glance figures. A ratio over nothing (no miles, no gallons) is no data (null), never
 * NaN or Infinity, and the screen says so.
 */

/** Dollars per mile to the cent, or null without miles. */
export function dollarsPerMile(dollars: number | null, miles: number | null): number | null {
  if (dollars === null || miles === null || !(miles > 0) || !Number.isFinite(dollars)) return null;
  return Math.round((dollars / miles) * 100) / 100 + 0;
}

/** Miles per gallon to a tenth, or null without gallons. */
export function milesPerGallon(miles: number | null, gallons: number | null): number | null {
  if (miles === null || gallons === null || !(gallons > 0) || !Number.isFinite(miles)) return null;
  return Math.round((miles / gallons) * 10) / 10 + 0;
}

/** A column of amounts added in cents. */
export function sumDollars(values: readonly number[]): number {
  return centsToAmount(values.reduce((s, v) => s + cents(v), 0));
}

/** The week's pay-run figures of one week (null figures when there is no calculated run that week). */
export interface WeekFigures {
  payTotal: number | null;
  miles: number | null;
  tripRevenue: number | null;
  gallons: number | null;
}

export const NO_WEEK: WeekFigures = { payTotal: null, miles: null, tripRevenue: null, gallons: null };

export interface FleetCounts {
  tractorsOverdue: number;
  tractorsDueSoon: number;
  openDefects: number;
  documentsExpiring: number;
  broadcastsPending: number;
}

/** Where each tile links: the page whose number it repeats. */
export const TILE_PATHS: Record<TileKey, string> = {
  payTotal: '/payroll-tools',
  payPerMile: '/payroll-tools',
  miles: '/payroll-tools',
  revenuePerMile: '/payroll-tools',
  fleetMpg: '/payroll-tools',
  tractorsOverdue: '/tractor-dashboard',
  tractorsDueSoon: '/tractor-dashboard',
  openDefects: '/tractor-repair-tools',
  documentsExpiring: '/reporting-tools?reportName=tractor-documents',
  broadcastsPending: '/communications/sms-status',
};

const PAY_TILES: ReadonlySet<TileKey> = new Set(['payTotal', 'payPerMile', 'miles', 'revenuePerMile', 'fleetMpg']);

/**
 * The tiles of a week against the week before, in screen order. The pay-run tiles link to that run's
 * summary report (/payroll-reports/{week ending}), whose totals they repeat.
 */
export function dashboardTiles(week: WeekFigures, previous: WeekFigures, counts: FleetCounts, weekEnding?: string): DashboardTile[] {
  const path = (key: TileKey) => (weekEnding && PAY_TILES.has(key) ? `/payroll-reports/${weekEnding}` : TILE_PATHS[key]);
  const tile = (key: TileKey, unit: DashboardTile['unit'], value: number | null, before?: number | null): DashboardTile => ({
    key, unit, value, ...(before !== undefined ? { previous: before } : {}), path: path(key),
  });
  return [
    tile('payTotal', 'dollars', week.payTotal, previous.payTotal),
    tile('payPerMile', 'dollarsPerMile', dollarsPerMile(week.payTotal, week.miles), dollarsPerMile(previous.payTotal, previous.miles)),
    tile('miles', 'miles', week.miles, previous.miles),
    tile('revenuePerMile', 'dollarsPerMile', dollarsPerMile(week.tripRevenue, week.miles), dollarsPerMile(previous.tripRevenue, previous.miles)),
    tile('fleetMpg', 'mpg', milesPerGallon(week.miles, week.gallons), milesPerGallon(previous.miles, previous.gallons)),
    tile('tractorsOverdue', 'count', counts.tractorsOverdue),
    tile('tractorsDueSoon', 'count', counts.tractorsDueSoon),
    tile('openDefects', 'count', counts.openDefects),
    tile('documentsExpiring', 'count', counts.documentsExpiring),
    tile('broadcastsPending', 'count', counts.broadcastsPending),
  ];
}

/** The week ending seven days earlier (pay runs are keyed by their week ending). */
export function weekBefore(weekEnding: string): string {
  const d = new Date(`${weekEnding}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 7);
  return d.toISOString().slice(0, 10);
}
