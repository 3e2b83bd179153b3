import { monthsOf } from '#shared/reports/fuel-periods';
import type { FuelRow, MileageRow } from '#shared/reports/ifta-export';
import { companyEntity } from '#lambdas/data/entities/company';
import { fuelPurchaseEntity, type FuelPurchaseItem } from '#lambdas/data/entities/fuel-purchase';
import { iftaRateEntity } from '#lambdas/data/entities/ifta-rate';
import { tractorDayMileageEntity } from '#lambdas/data/entities/tractor-day-mileage';
import { ConflictError } from '#lambdas/http/errors';

/** The daily state-mileage rows of the period: one gsi1 month query per month, paged, in parallel. */
export async function periodMileage(companyId: string, from: string, to: string): Promise<MileageRow[]> {
  const months = await Promise.all(monthsOf(from, to).map((month) => tractorDayMileageEntity().query.byMonth({ companyId, month })
    .go({ pages: 'all', attributes: ['VehicleID', 'date', 'state', 'miles'] })));
  return months.flatMap(({ data }) => data)
    .filter((row) => row.date >= from && row.date <= to)
    .map((row) => ({ VehicleID: row.VehicleID, date: row.date, state: row.state, miles: row.miles ?? 0 }));
}

/** The fuel card purchases of the period's months, filtered to its days. */
export async function periodPurchases(companyId: string, from: string, to: string): Promise<FuelPurchaseItem[]> {
  const months = await Promise.all(monthsOf(from, to).map((month) => fuelPurchaseEntity().query.byMonth({ companyId, month })
    .between({ transactionDate: from }, { transactionDate: `${to}\uffff` }).go({ pages: 'all' })));
  return months.flatMap(({ data }) => data);
}

export function fuelRows(purchases: readonly FuelPurchaseItem[]): FuelRow[] {
  return purchases.map((p) => ({ VehicleID: p.VehicleID ?? null, date: p.transactionDate, state: p.state ?? '', gallons: p.gallons }));
}

export async function quarterRates(companyId: string, quarter: string) {
  const { data } = await iftaRateEntity().get({ companyId, quarter }).go();
  return data;
}

/** The fuel card screens and routes serve only a company whose card provider integration is complete. */
export async function wexCompany(companyId: string) {
  const { data } = await companyEntity().get({ companyId }).go({ attributes: ['isWexIntegrationCompleted', 'afpVendors'] });
  if (data?.isWexIntegrationCompleted !== true) throw new ConflictError('The fuel card integration is not set up for this company.');
  return { afpVendors: data.afpVendors ?? [] };
}
