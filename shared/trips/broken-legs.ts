import { tryReadDate } from '#shared/dates/read-date';

/** What the leg check needs of a trip record. */
export interface LegTrip {
  PayRunID: string;
  TripNumber: string;
  StatementOrderIndex: number;
  TripStartDate?: string;
  LegOrg?: string;
  LegDest?: string;
}

/** A trip that does not start where the tractor's previous trip ended. */
export interface BrokenLeg {
  TripNumber: string;
  PayRunID: string;
  previousTripNumber: string;
  /** Where the previous trip ended, as written on the statement. */
  expectedOrigin: string;
  /** Where this trip started, as written on the statement. */
  actualOrigin: string;
}

/** A leg code as the pay rules compare it: trimmed, upper-cased, leading zeros stripped. */
export function legCode(value: string | undefined): string {
  return (value ?? '').trim().toUpperCase().replace(/^0+(?=.)/, '');
}

/** Day number of a trip's start (any date format the statement allows); undated trips sort last. */
function dayOf(trip: LegTrip): number {
  return tryReadDate(trip.TripStartDate ?? '') ?? Number.MAX_SAFE_INTEGER;
}

/** A tractor's trips in driving order: by start date, then pay run, then statement order. */
export function inDrivingOrder<T extends LegTrip>(trips: readonly T[]): T[] {
  return [...trips].sort((a, b) => dayOf(a) - dayOf(b) || a.PayRunID.localeCompare(b.PayRunID) || a.StatementOrderIndex - b.StatementOrderIndex);
}

/**
 * The broken legs of one tractor's trips: consecutive trips with legs (trips without an origin or
 * destination, such as spot runs, are passed over) where a trip's origin is not the previous trip's
 * destination.
 */
export function findBrokenLegs(trips: readonly LegTrip[]): BrokenLeg[] {
  const broken: BrokenLeg[] = [];
  let previous: LegTrip | undefined;
  for (const trip of inDrivingOrder(trips)) {
    if (!legCode(trip.LegOrg) || !legCode(trip.LegDest)) continue;
    if (previous && legCode(trip.LegOrg) !== legCode(previous.LegDest)) {
      broken.push({ TripNumber: trip.TripNumber, PayRunID: trip.PayRunID, previousTripNumber: previous.TripNumber, expectedOrigin: previous.LegDest ?? '', actualOrigin: trip.LegOrg ?? '' });
    }
    previous = trip;
  }
  return broken;
}
