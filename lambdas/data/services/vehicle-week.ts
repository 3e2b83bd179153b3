import { Service } from 'electrodb';
import { fuelLogEntity } from '#lambdas/data/entities/fuel-log';
import { tripLogEntity } from '#lambdas/data/entities/trip-log';
import { tripPayoutEntity } from '#lambdas/data/entities/trip-payout';

function build() {
  return new Service({ tripLog: tripLogEntity(), tripPayout: tripPayoutEntity(), fuelLog: fuelLogEntity() });
}

let last: { tripLog: ReturnType<typeof tripLogEntity>; service: ReturnType<typeof build> } | undefined;

/**
 * A vehicle's week in one pay run as one collection (gsi1, partition companyId + PayRunID + VehicleID):
 * its trips, the payouts of those trips and its fuel purchases, in one query. Built again only when the
 * entities are (another table or client).
 */
export function vehicleWeekService() {
  const tripLog = tripLogEntity();
  if (last?.tripLog !== tripLog) last = { tripLog, service: build() };
  return last.service;
}
