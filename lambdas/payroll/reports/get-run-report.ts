import { payRunParams } from '#shared/payroll-api/common';
import type { CompModelEntryView } from '#shared/payroll-api/pay-docs';
import type { PayRunReport } from '#shared/payroll-api/reports';
import { payColumns, sumPayColumns } from '#shared/payroll-summary/pay-columns';
import { payDocEntity } from '../../data/entities/pay-doc.ts';
import { vehicleSummaryEntity } from '../../data/entities/vehicle-summary.ts';
import { companyRoute } from '../../http/route-handler.ts';
import { loadRun } from '../calculation/run-context.ts';

/** /payroll-reports/{id}: totals per driver, per vehicle and for the run. */
export const handler = companyRoute({ params: payRunParams }, async ({ caller, params }) => {
  const run = await loadRun(caller.companyId, params.id);
  const [docs, vehicles] = await Promise.all([
    payDocEntity().query.byRun({ companyId: caller.companyId, PayRunID: run.PayRunID }).go({ pages: 'all' }),
    vehicleSummaryEntity().query.byRun({ companyId: caller.companyId, payrunId: run.PayRunID }).go({ pages: 'all' }),
  ]);
  const drivers = docs.data.map((d) => ({ DriverID: d.DriverID, DisplayName: d.DisplayName, trips: d.tripCount, miles: d.totalMiles, ...payColumns(d.compModel as CompModelEntryView[]) }));
  const report: PayRunReport = {
    PayRunID: run.PayRunID,
    PayDateString: run.PayDateString,
    PayPeriod: { startDate: (run.PayPeriod as { startDateString: string }).startDateString, endDate: run.WeekEndingString },
    totals: {
      drivers: drivers.length,
      vehicles: vehicles.data.length,
      trips: vehicles.data.reduce((s, v) => s + (v.trips ?? 0), 0),
      miles: Math.round(drivers.reduce((s, d) => s + d.miles, 0) * 100) / 100,
      tripRevenue: run.TotalTripRevenue ?? 0,
      ...sumPayColumns(drivers),
    },
    drivers,
    vehicles: vehicles.data.map((v) => ({ VehicleID: v.vehicleId, trips: v.trips ?? 0, miles: v.miles ?? 0, tripRevenue: v.tripRevenue ?? 0, payout: v.payout ?? 0, gallons: v.gallons ?? 0, drivers: (v.drivers ?? []) as string[] })),
  };
  return report;
});
