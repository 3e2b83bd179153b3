import { iftaExportQuery } from '#shared/reports/fuel-api';
import { periodCsv, periodRows } from '#shared/reports/ifta-export';
import { file } from '#lambdas/http/respond';
import { companyRoute } from '#lambdas/http/route-handler';
import { fuelRows, periodMileage, periodPurchases } from './fuel-store.ts';

/** The period's IFTA rows as CSV: per tractor, day and jurisdiction, miles and gallons bought (spec onRequestIFTACsvExportData). */
export async function iftaPeriodCsv(companyId: string, from: string, to: string): Promise<string> {
  const [mileage, purchases] = await Promise.all([periodMileage(companyId, from, to), periodPurchases(companyId, from, to)]);
  return periodCsv(periodRows(mileage, fuelRows(purchases)));
}

export const handler = companyRoute({ query: iftaExportQuery }, async ({ caller, query }) => {
  const body = await iftaPeriodCsv(caller.companyId, query.periodStart, query.periodEnd);
  return file('text/csv; charset=utf-8', `IFTA-${query.periodStart}-to-${query.periodEnd}.csv`, body);
});
