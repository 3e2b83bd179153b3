import { cents, type Cents } from '#shared/money/round';

/** What a driver's trip line is made of: the trip as the statement gave it and the payout as the engine computed it. */
export interface DriverTripFacts {
  TripNumber: string;
  RunType: string;
  TripType: string;
  MilesQTY: number;
  PayType: string;
  PayRate: number | null;
  payout: number;
  manual: boolean;
  payoutRule: string;
  /** LegOrg / LegDest of the trip log, as the statement wrote them. */
  origin?: string;
  destination?: string;
  /** The spot's name, for a spot trip without legs. */
  spotName?: string;
}

/**
 * How a trip's payout came about, in the driver's terms: `rate` only when miles × rate is exactly the
 * payout; the percentages with `percent` when the rate is known.
 */
export type TripPayHow = 'rate' | 'payroll' | 'no-rate-covers' | 'mileage' | 'flat' | 'leg' | 'trip-revenue' | 'gross-revenue' | 'no-rate-applies' | 'miles';

/** "Trip 12345 · PHX → ELP · 410 mi × $0.58" as parameters; the words come from the driver's language. */
export interface TripPayLine {
  kind: 'trip';
  cents: Cents;
  trip: string;
  /** Both ends of the leg, or else the spot's name (`place`), or neither. */
  from?: string;
  to?: string;
  place?: string;
  team: boolean;
  spot: boolean;
  miles: number;
  how: TripPayHow;
  /** Dollars per mile, with `how: 'rate'`. */
  rate?: number;
  /** With the revenue shares, when the rate is known. */
  percent?: number;
}

/** A rate read as the pay rules' pct(r): above 1 a percentage, else a fraction; two decimals at most. */
function percentOf(rate: number): number {
  return Number((rate > 1 ? rate : rate * 100).toFixed(2));
}

function howPaid(trip: DriverTripFacts, payoutCents: Cents): Pick<TripPayLine, 'how' | 'rate' | 'percent'> {
  if (trip.manual || trip.PayType === 'Stored') return { how: 'payroll' };
  const rate = trip.PayRate;
  switch (trip.PayType) {
    case 'Per Mile':
      if (rate !== null && cents(trip.MilesQTY * rate) === payoutCents) return { how: 'rate', rate };
      return { how: payoutCents === 0 ? 'no-rate-covers' : 'mileage' };
    case 'Flat Rate':
      return { how: 'flat' };
    case 'Leg Payout':
      return { how: 'leg' };
    case '% of Trip Rev':
      return rate === null ? { how: 'trip-revenue' } : { how: 'trip-revenue', percent: percentOf(rate) };
    case '% of Gross Rev':
      return rate === null ? { how: 'gross-revenue' } : { how: 'gross-revenue', percent: percentOf(rate) };
    default:
      return { how: payoutCents === 0 ? 'no-rate-applies' : 'miles' };
  }
}

/** The driver's line for one trip: its number, where, team or spot, miles and how it was paid, and the payout. */
export function tripPayLine(trip: DriverTripFacts): TripPayLine {
  const payoutCents = cents(trip.payout);
  const from = trip.origin?.trim() ?? '';
  const to = trip.destination?.trim() ?? '';
  const place = trip.spotName?.trim() ?? '';
  const where = from !== '' && to !== '' ? { from, to } : place !== '' ? { place } : {};
  return {
    kind: 'trip',
    cents: payoutCents,
    trip: trip.TripNumber,
    ...where,
    team: trip.TripType === 'Team',
    spot: trip.RunType.toUpperCase() === 'SPOT',
    miles: trip.MilesQTY,
    ...howPaid(trip, payoutCents),
  };
}
