import { payRunParams } from '#shared/payroll-api/common';
import type { CompModelEntryView } from '#shared/payroll-api/pay-docs';
import type { PayRunReport } from '#shared/payroll-api/reports';
import { columnSum } from '#shared/payroll-summary/column-sum';
import { payColumns, sumPayColumns } from '#shared/payroll-summary/pay-columns';
import { driverPaid } from '#shared/payroll/paid';
import { payDocPlanOf } from '#shared/payroll/per-diem-plan';
import { centsToAmount } from '#shared/money/round';
import { companyEntity } from '#lambdas/data/entities/company';
import { payDocEntity } from '#lambdas/data/entities/pay-doc';
import { vehicleSummaryEntity } from '#lambdas/data/entities/vehicle-summary';
import { companyRoute } from '#lambdas/http/route-handler';
import { loadRun } from '#lambdas/payroll/calculation/run-context';

/** /payroll-reports/{id}: totals per driver, per vehicle and for the run. */
export const handler = companyRoute({ params: payRunParams }, async ({ caller, params }) => {
  const run = await loadRun(caller.companyId, params.id);
  const [docs, vehicles, { data: company }] = await Promise.all([
    payDocEntity().query.byRun({ companyId: caller.companyId, PayRunID: run.PayRunID }).go({ pages: 'all' }),
    vehicleSummaryEntity().query.byRun({ companyId: caller.companyId, payrunId: run.PayRunID }).go({ pages: 'all' }),
    companyEntity().get({ companyId: caller.companyId }).go({ attributes: ['perDiemPlan'] }),
  ]);
  const drivers = docs.data.map((d) => {
    const compModel = d.compModel as CompModelEntryView[];
    return { DriverID: d.DriverID, DisplayName: d.DisplayName, trips: d.tripCount, miles: d.totalMiles, ...payColumns(compModel), paid: centsToAmount(driverPaid(compModel, payDocPlanOf(d, company)).paidCents) };
  });
  const trucks = vehicles.data.map((v) => ({ VehicleID: v.vehicleId, trips: v.trips ?? 0, miles: v.miles ?? 0, tripRevenue: v.tripRevenue ?? 0, payout: v.payout ?? 0, gallons: v.gallons ?? 0, drivers: (v.drivers ?? []) as string[] }));
  const report: PayRunReport = {
    PayRunID: run.PayRunID,
    PayDateString: run.PayDateString,
    PayPeriod: { startDate: (run.PayPeriod as { startDateString: string }).startDateString, endDate: run.WeekEndingString },
    totals: {
      drivers: drivers.length,
      vehicles: trucks.length,
      trips: columnSum(trucks, (v) => v.trips, 0),
      miles: columnSum(trucks, (v) => v.miles),
      tripRevenue: columnSum(trucks, (v) => v.tripRevenue),
      payout: columnSum(trucks, (v) => v.payout),
      gallons: columnSum(trucks, (v) => v.gallons, 3),
      ...sumPayColumns(drivers),
      paid: columnSum(drivers, (d) => d.paid),
    },
    driverTotals: { trips: columnSum(drivers, (d) => d.trips, 0), miles: columnSum(drivers, (d) => d.miles) },
    drivers,
    vehicles: trucks,
  };
  return report;
});
