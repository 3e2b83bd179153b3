import { periodCsv, periodRows } from '#shared/reports/ifta-export';
import { fuelRows, periodMileage, periodPurchases } from './fuel-store.ts';

/** The period's IFTA rows as CSV: per tractor, day and jurisdiction, miles and gallons bought (spec onRequestIFTACsvExportData). */
export async function iftaPeriodCsv(companyId: string, from: string, to: string): Promise<string> {
  const [mileage, purchases] = await Promise.all([periodMileage(companyId, from, to), periodPurchases(companyId, from, to)]);
  return periodCsv(periodRows(mileage, fuelRows(purchases)));
}
