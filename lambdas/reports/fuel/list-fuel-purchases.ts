import { fuelPurchasesQuery, type FuelPurchasesAnswer, type FuelPurchaseView } from '#shared/reports/fuel-api';
import { fuelPurchaseEntity } from '#lambdas/data/entities/fuel-purchase';
import { companyRoute } from '#lambdas/http/route-handler';
import { wexCompany } from './fuel-store.ts';

const cents = (values: number[]) => values.reduce((sum, v) => sum + Math.round(v * 100), 0) / 100;
const thousandths = (values: number[]) => values.reduce((sum, v) => sum + Math.round(v * 1000), 0) / 1000;

/** The month's fuel card purchases, newest first, with totals that are the sums of the rows answered. */
export const handler = companyRoute({ query: fuelPurchasesQuery }, async ({ caller, query }) => {
  await wexCompany(caller.companyId);
  const { data } = await fuelPurchaseEntity().query.byMonth({ companyId: caller.companyId, month: query.month }).go({ pages: 'all', order: 'desc' });
  const all: FuelPurchaseView[] = data.map((p) => ({
    transactionId: p.transactionId, transactionDate: p.transactionDate, transactionTime: p.transactionTime, FuelCardNo: p.FuelCardNo,
    VehicleID: p.VehicleID, vendorName: p.vendorName, city: p.city, state: p.state ?? '', product: p.product, gallons: p.gallons, amount: p.amount,
    unapprovedVendor: p.unapprovedVendor ?? false, source: p.source,
  }));
  const purchases = query.filter === 'unmatched' ? all.filter((p) => !p.VehicleID) : query.filter === 'unapproved' ? all.filter((p) => p.unapprovedVendor) : all;
  const answer: FuelPurchasesAnswer = {
    month: query.month, purchases,
    totals: {
      count: purchases.length, gallons: thousandths(purchases.map((p) => p.gallons)), amount: cents(purchases.map((p) => p.amount)),
      unmatched: purchases.filter((p) => !p.VehicleID).length, unapproved: purchases.filter((p) => p.unapprovedVendor).length,
    },
  };
  return answer;
});
