import { payRunVehicleParams } from '#shared/payroll-api/common';
import { fuelLogEntity } from '../../data/entities/fuel-log.ts';
import { tripLogEntity } from '../../data/entities/trip-log.ts';
import { tripPayoutEntity } from '../../data/entities/trip-payout.ts';
import { vehicleSummaryEntity } from '../../data/entities/vehicle-summary.ts';
import { NotFoundError } from '../../http/errors.ts';
import { companyRoute } from '../../http/route-handler.ts';
import { tripPayoutView } from '../paydocs/pay-doc-view.ts';

/** One vehicle of a run: its summary, trip logs, fuel logs and trip payouts. */
export const handler = companyRoute({ params: payRunVehicleParams }, async ({ caller, params }) => {
  const key = { companyId: caller.companyId, PayRunID: params.id, VehicleID: params.vehicleId };
  const [summary, trips, fuel, payouts] = await Promise.all([
    vehicleSummaryEntity().get({ companyId: caller.companyId, payrunId: params.id, vehicleId: params.vehicleId }).go(),
    tripLogEntity().query.byVehicle(key).go({ pages: 'all' }),
    fuelLogEntity().query.byVehicle(key).go({ pages: 'all' }),
    tripPayoutEntity().query.byVehicle(key).go({ pages: 'all' }),
  ]);
  if (!summary.data && trips.data.length === 0 && fuel.data.length === 0) throw new NotFoundError('Vehicle not found in this pay run.');
  const strip = <T extends object>(x: T) => Object.fromEntries(Object.entries(x).filter(([k]) => k !== 'companyId' && k !== 'importBatchId'));
  return {
    summary: summary.data ? strip(summary.data) : null,
    TripLogs: trips.data.sort((a, b) => a.StatementOrderIndex - b.StatementOrderIndex).map(strip),
    FuelLogs: fuel.data.map(strip),
    TripPayoutRecords: payouts.data.map(tripPayoutView),
  };
});
