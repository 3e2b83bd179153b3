import { createWriteTransaction } from 'electrodb';
import { moveTripBody, tripParams } from '#shared/trips/api';
import { driverEntity } from '#lambdas/data/entities/driver';
import { payRunEntity } from '#lambdas/data/entities/pay-run';
import { tripLogEntity } from '#lambdas/data/entities/trip-log';
import { tripPayoutEntity } from '#lambdas/data/entities/trip-payout';
import { ConflictError, NotFoundError, ValidationError } from '#lambdas/http/errors';
import { companyRoute } from '#lambdas/http/route-handler';
import { auditAndRepay, runToCorrect } from './corrections.ts';

/**
 * Moves a trip the statement gave the wrong first driver to the right one (spec §7 onUnionTripLogsToPayDoc):
 * the trip log is rewritten under the new driver (the driver is part of its key), the old driver's payout
 * of it removed, and both drivers recalculated. The rewrite is one transaction that holds only while the
 * old trip log is still as read, so two moves at once give one move and a 409, never two copies or none.
 */
export const handler = companyRoute({ params: tripParams, body: moveTripBody }, async ({ caller, params, body }) => {
  const { companyId } = caller;
  const run = await runToCorrect(companyId, params.id);
  const { data: found } = await tripLogEntity().query.byFirstDriver({ companyId, PayRunID: run.PayRunID }).where(({ TripNumber }, { eq }) => eq(TripNumber, params.tripNumber)).go({ pages: 'all' });
  const trip = found[0];
  if (!trip) throw new NotFoundError('Trip not found in this pay run.');
  if (trip.DriverNo1 === body.toDriverId) throw new ValidationError('Invalid body: toDriverId', { toDriverId: 'The trip already belongs to this driver.' });
  const { data: driver } = await driverEntity().get({ companyId, DriverID: body.toDriverId }).go();
  if (!driver) throw new ValidationError('Invalid body: toDriverId', { toDriverId: 'Not a driver of the driver lookup.' });
  const { DriverID: _hidden, ...stored } = trip as typeof trip & { DriverID?: string };
  const statementDrivers = run.DriverList as Array<{ DriverID: string; DisplayName: string; secondDriver?: boolean }>;
  // A full recalculation pays the run's driver list: a driver the statement did not name joins it with his trip.
  const joins = !statementDrivers.some((d) => d.DriverID === body.toDriverId);
  const { canceled } = await createWriteTransaction({ trips: tripLogEntity(), payouts: tripPayoutEntity(), runs: payRunEntity() }, ({ trips, payouts, runs }) => [
    ...(joins
      ? [runs.patch({ companyId, PayRunID: run.PayRunID })
        .set({ DriverList: [...statementDrivers, { DriverID: body.toDriverId, DisplayName: driver.DisplayName ?? '' }].sort((a, b) => a.DriverID.localeCompare(b.DriverID)) })
        .where((r, { eq }) => eq(r.DriverList, statementDrivers))
        .commit()]
      : []),
    trips.create({ ...stored, DriverNo1: body.toDriverId, DriverName1: driver.DisplayName }).commit(),
    trips
      .delete({ companyId, PayRunID: run.PayRunID, DriverNo1: trip.DriverNo1, TripNumber: trip.TripNumber })
      .where((t, { eq, exists }) => `${exists(t.TripNumber)} AND ${eq(t.VehicleID, trip.VehicleID)} AND ${eq(t.MilesQTY, trip.MilesQTY)} AND ${eq(t.RunType, trip.RunType)}`)
      .commit(),
    payouts.delete({ companyId, PayRunID: run.PayRunID, DriverID: trip.DriverNo1, TripNumber: trip.TripNumber }).commit(),
  ]).go();
  if (canceled) throw new ConflictError('The trip changed or was moved meanwhile: load it again.');
  const recalculatedDrivers = await auditAndRepay(caller, run, {
    kind: 'move-trip',
    subject: `Trip ${trip.TripNumber}`,
    before: { DriverNo1: trip.DriverNo1, DriverName1: trip.DriverName1 ?? '' },
    after: { DriverNo1: body.toDriverId },
    note: body.note,
    drivers: [trip.DriverNo1, body.toDriverId],
  });
  return { TripNumber: trip.TripNumber, fromDriverId: trip.DriverNo1, toDriverId: body.toDriverId, recalculatedDrivers };
});
