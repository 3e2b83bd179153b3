import { toCsv, csvMoney, type CsvCell } from '#shared/csv/write-csv';
import type { DashboardTile, DashboardView, ProfitabilityRow, TileKey } from './dashboard-api.ts';

/** Names of the week-at-a-glance figures in files (the screen's own words live in the web feature). */
export const TILE_NAMES: Record<TileKey, string> = {
  payTotal: 'Pay total',
  payPerMile: 'Pay per mile',
  miles: 'Miles',
  revenuePerMile: 'Revenue per mile',
  fleetMpg: 'Fleet MPG',
  tractorsOverdue: 'Tractors overdue for service',
  tractorsDueSoon: 'Tractors due for service',
  openDefects: 'Open defects',
  documentsExpiring: 'Documents expiring',
  broadcastsPending: 'Broadcasts awaiting acknowledgement',
};

function figure(tile: DashboardTile, value: number | null | undefined): CsvCell {
  if (value === null || value === undefined) return '';
  return tile.unit === 'dollars' || tile.unit === 'dollarsPerMile' ? csvMoney(value) : value;
}

/** The tiles of a week as CSV: figure, this week, last week (blank without data) and the page it comes from. */
export function dashboardCsv(view: DashboardView): string {
  return toCsv(
    ['WeekEnding', 'Figure', 'Value', 'PreviousWeek', 'Page'],
    view.tiles.map((t) => [view.weekEnding ?? '', TILE_NAMES[t.key], figure(t, t.value), figure(t, t.previous), t.path]),
  );
}

const PROFIT_HEADER = ['WeekEnding', 'Tractor', 'Domicile', 'Miles', 'TripRevenue', 'DriverPay', 'Fuel', 'Maintenance', 'Expenses', 'Margin', 'MarginPerMile'];

function profitLine(weekEnding: string, row: ProfitabilityRow): CsvCell[] {
  return [
    weekEnding, row.label, row.Domicile ?? '', row.miles, csvMoney(row.tripRevenue), csvMoney(row.driverPay), csvMoney(row.fuel),
    csvMoney(row.maintenance), csvMoney(row.expenses), csvMoney(row.margin), row.marginPerMile === null ? '' : csvMoney(row.marginPerMile),
  ];
}

/** Each pay run's tractor rows followed by its total row (the sum of the rows above it). */
export function profitabilityCsv(runs: ReadonlyArray<{ PayRunID: string; tractors: readonly ProfitabilityRow[]; total: ProfitabilityRow }>): string {
  return toCsv(PROFIT_HEADER, runs.flatMap((run) => [...run.tractors.map((r) => profitLine(run.PayRunID, r)), profitLine(run.PayRunID, run.total)]));
}
