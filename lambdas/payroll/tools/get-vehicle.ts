import { payRunVehicleParams } from '#shared/payroll-api/common';
import { vehicleSummaryEntity } from '#lambdas/data/entities/vehicle-summary';
import { vehicleWeekService } from '#lambdas/data/services/vehicle-week';
import { NotFoundError } from '#lambdas/http/errors';
import { companyRoute } from '#lambdas/http/route-handler';
import { tripPayoutView } from '#lambdas/payroll/paydocs/pay-doc-view';

/** One vehicle of a run: its summary, and its trip logs, fuel logs and trip payouts as one collection query. */
export const handler = companyRoute({ params: payRunVehicleParams }, async ({ caller, params }) => {
  const key = { companyId: caller.companyId, PayRunID: params.id, VehicleID: params.vehicleId };
  const [summary, { data: week }] = await Promise.all([
    vehicleSummaryEntity().get({ companyId: caller.companyId, payrunId: params.id, vehicleId: params.vehicleId }).go(),
    vehicleWeekService().collections.vehicleWeek(key).go({ pages: 'all' }),
  ]);
  const { tripLog: trips, fuelLog: fuel, tripPayout: payouts } = week;
  if (!summary.data && trips.length === 0 && fuel.length === 0) throw new NotFoundError('Vehicle not found in this pay run.');
  const strip = <T extends object>(x: T) => Object.fromEntries(Object.entries(x).filter(([k]) => k !== 'companyId' && k !== 'importBatchId'));
  return {
    summary: summary.data ? strip(summary.data) : null,
    TripLogs: trips.sort((a, b) => a.StatementOrderIndex - b.StatementOrderIndex).map(strip),
    FuelLogs: fuel.sort((a, b) => a.StatementOrderIndex - b.StatementOrderIndex).map(strip),
    TripPayoutRecords: payouts.map(tripPayoutView),
  };
});
