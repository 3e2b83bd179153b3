import { cents, centsToAmount } from '#shared/money/round';
import { ADJUSTMENT_CATEGORY } from '#shared/settlements/apply-adjustments';
import { payRunParams } from '#shared/payroll-api/common';
import type { CompModelEntryView } from '#shared/payroll-api/pay-docs';
import type { PayRunReport } from '#shared/payroll-api/reports';
import { payDocEntity } from '../../data/entities/pay-doc.ts';
import { vehicleSummaryEntity } from '../../data/entities/vehicle-summary.ts';
import { companyRoute } from '../../http/route-handler.ts';
import { loadRun } from '../calculation/run-context.ts';

const sum = (entries: CompModelEntryView[], pick: (e: CompModelEntryView) => boolean) => entries.filter(pick).reduce((s, e) => s + cents(e.value), 0);

/** /payroll-reports/{id}: totals per driver, per vehicle and for the run. */
export const handler = companyRoute({ params: payRunParams }, async ({ caller, params }) => {
  const run = await loadRun(caller.companyId, params.id);
  const [docs, vehicles] = await Promise.all([
    payDocEntity().query.byRun({ companyId: caller.companyId, PayRunID: run.PayRunID }).go({ pages: 'all' }),
    vehicleSummaryEntity().query.byRun({ companyId: caller.companyId, payrunId: run.PayRunID }).go({ pages: 'all' }),
  ]);
  const drivers = docs.data.map((d) => {
    const entries = d.compModel as CompModelEntryView[];
    return {
      DriverID: d.DriverID,
      DisplayName: d.DisplayName,
      trips: d.tripCount,
      miles: d.totalMiles,
      mileagePay: d.mileagePayout,
      dandhPay: d.dropAndHookPayout,
      bonuses: centsToAmount(sum(entries, (e) => e.bonus === true || e.incentive === true)),
      adjustments: centsToAmount(sum(entries, (e) => e.categories?.includes(ADJUSTMENT_CATEGORY) ?? false)),
      totalCompensation: d.totalCompensation,
    };
  });
  const total = (pick: (d: (typeof drivers)[number]) => number) => centsToAmount(drivers.reduce((s, d) => s + cents(pick(d)), 0));
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
      mileagePay: total((d) => d.mileagePay),
      dandhPay: total((d) => d.dandhPay),
      bonuses: total((d) => d.bonuses),
      adjustments: total((d) => d.adjustments),
      totalCompensation: total((d) => d.totalCompensation),
    },
    drivers,
    vehicles: vehicles.data.map((v) => ({ VehicleID: v.vehicleId, trips: v.trips ?? 0, miles: v.miles ?? 0, tripRevenue: v.tripRevenue ?? 0, payout: v.payout ?? 0, gallons: v.gallons ?? 0, drivers: (v.drivers ?? []) as string[] })),
  };
  return report;
});
