import { dashboardCsv } from '#shared/reports/dashboard-csv';
import { payRunEntity } from '#lambdas/data/entities/pay-run';
import type { RenderReport } from '#lambdas/reports/report-renderers';
import { dashboardView } from './dashboard-view.ts';

/**
 * dashboard-metrics for a period: the tiles of its last week, the newest pay run ending in the period
 * (or, without one, the Saturday on or before its last day, whose pay figures are then blank).
 */
export const renderDashboard: RenderReport = async (companyId, period) => {
  const { data } = await payRunEntity().query.byRun({ companyId }).between({ PayRunID: period.from }, { PayRunID: period.to }).go({ order: 'desc', limit: 1, attributes: ['PayRunID'] });
  const view = await dashboardView(companyId, data[0]?.PayRunID ?? saturdayOnOrBefore(period.to));
  return { fileName: `dashboard-${view.weekEnding}.csv`, contentType: 'text/csv; charset=utf-8', body: new TextEncoder().encode(dashboardCsv(view)) };
};

function saturdayOnOrBefore(day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - ((d.getUTCDay() + 1) % 7));
  return d.toISOString().slice(0, 10);
}
