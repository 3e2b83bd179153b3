import { createWriteTransaction } from 'electrodb';
import { fuelAssignBody, fuelParams } from '#shared/trips/api';
import { fuelLogEntity } from '#lambdas/data/entities/fuel-log';
import { tripLogEntity } from '#lambdas/data/entities/trip-log';
import { ConflictError, NotFoundError, ValidationError } from '#lambdas/http/errors';
import { companyRoute } from '#lambdas/http/route-handler';
import { auditAndRepay, runToCorrect } from './corrections.ts';

/**
 * Assigns a fuel purchase to its trip (spec §7 assignTripDataToFuelLog): the purchase moves to the trip's
 * vehicle (the vehicle is part of its key) and names the trip and its first driver, so it shows in that
 * driver's pay document; the drivers before and after are recalculated. The move is one transaction that
 * holds only while the purchase is still as read (a race answers 409, never two copies or none).
 */
export const handler = companyRoute({ params: fuelParams, body: fuelAssignBody }, async ({ caller, params, body }) => {
  const { companyId } = caller;
  const run = await runToCorrect(companyId, params.id);
  const key = { companyId, PayRunID: run.PayRunID, VehicleID: params.vehicleId, StatementOrderIndex: params.order };
  const { data: fuel } = await fuelLogEntity().get(key).go();
  if (!fuel) throw new NotFoundError('Fuel purchase not found in this pay run.');
  const { data: trips } = await tripLogEntity().query.byFirstDriver({ companyId, PayRunID: run.PayRunID }).where(({ TripNumber }, { eq }) => eq(TripNumber, body.tripNumber)).go({ pages: 'all' });
  const trip = trips[0];
  if (!trip) throw new ValidationError('Invalid body: tripNumber', { tripNumber: 'No trip of this number in the pay run.' });
  const assigned = { ...fuel, VehicleID: trip.VehicleID, DriverNo1: trip.DriverNo1, TripNumber: trip.TripNumber };
  const MOVED = 'The fuel purchase changed or was moved meanwhile: load it again.';
  const { canceled } = await createWriteTransaction({ fuel: fuelLogEntity() }, ({ fuel: purchases }) => [
    ...(trip.VehicleID === fuel.VehicleID
      ? [purchases.patch(key).set({ DriverNo1: trip.DriverNo1, TripNumber: trip.TripNumber }).where((f, { eq, notExists }) =>
        `${fuel.DriverNo1 === undefined ? notExists(f.DriverNo1) : eq(f.DriverNo1, fuel.DriverNo1)} AND ${fuel.TripNumber === undefined ? notExists(f.TripNumber) : eq(f.TripNumber, fuel.TripNumber)}`).commit()]
      : [
        purchases.create(assigned).commit(),
        purchases.delete(key).where((f, { eq, exists, notExists }) =>
          `${exists(f.TicketNumber)} AND ${fuel.DriverNo1 === undefined ? notExists(f.DriverNo1) : eq(f.DriverNo1, fuel.DriverNo1)} AND ${fuel.TripNumber === undefined ? notExists(f.TripNumber) : eq(f.TripNumber, fuel.TripNumber)}`).commit(),
      ]),
  ]).go();
  if (canceled) throw new ConflictError(MOVED);
  const recalculatedDrivers = await auditAndRepay(caller, run, {
    kind: 'assign-fuel',
    subject: `Fuel ticket ${fuel.TicketNumber}`,
    before: { VehicleID: fuel.VehicleID, DriverNo1: fuel.DriverNo1 ?? '', TripNumber: fuel.TripNumber ?? '' },
    after: { VehicleID: trip.VehicleID, DriverNo1: trip.DriverNo1, TripNumber: trip.TripNumber },
    note: body.note,
    drivers: [fuel.DriverNo1 ?? '', trip.DriverNo1],
  });
  return { TicketNumber: fuel.TicketNumber, VehicleID: trip.VehicleID, StatementOrderIndex: fuel.StatementOrderIndex, TripNumber: trip.TripNumber, DriverNo1: trip.DriverNo1, recalculatedDrivers };
});
