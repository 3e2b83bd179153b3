import { formatCents } from '#shared/money/format';
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

export const dollars = (amount: Cents) => (amount < 0 ? '−$' : '$') + formatCents(Math.abs(amount));

function milesOf(miles: number): string {
  return `${miles.toLocaleString('en-US', { maximumFractionDigits: 1 })} mi`;
}

/** A per-mile rate as written, cents at least: 0.58 → "$0.58", 0.585 → "$0.585". */
function rateOf(rate: number): string {
  return `$${rate.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 4 })}`;
}

/** "25%" of a rate read as the pay rules' pct(r): above 1 a percentage, else a fraction. */
function percentOf(rate: number): string {
  const percent = rate > 1 ? rate : rate * 100;
  return `${Number(percent.toFixed(2))}%`;
}

function routeOf(trip: DriverTripFacts): string | undefined {
  const from = trip.origin?.trim() ?? '';
  const to = trip.destination?.trim() ?? '';
  if (from !== '' && to !== '') return `${from} → ${to}`;
  const spot = trip.spotName?.trim() ?? '';
  return spot !== '' ? spot : undefined;
}

/** How the payout came about, in the driver's words; the miles × rate form only when it is exactly the payout. */
function howPaid(trip: DriverTripFacts, payoutCents: Cents): string {
  const miles = milesOf(trip.MilesQTY);
  if (trip.manual || trip.PayType === 'Stored') return `${miles} · set by payroll`;
  const rate = trip.PayRate;
  switch (trip.PayType) {
    case 'Per Mile':
      if (rate !== null && cents(trip.MilesQTY * rate) === payoutCents) return `${miles} × ${rateOf(rate)}`;
      return payoutCents === 0 ? `${miles} · no pay rate covers these miles` : `${miles} · mileage pay`;
    case 'Flat Rate':
      return `${miles} · flat rate`;
    case 'Leg Payout':
      return `${miles} · pay for this leg`;
    case '% of Trip Rev':
      return rate === null ? `${miles} · share of trip revenue` : `${miles} · ${percentOf(rate)} of trip revenue after fuel`;
    case '% of Gross Rev':
      return rate === null ? `${miles} · share of gross revenue` : `${miles} · ${percentOf(rate)} of gross revenue`;
    default:
      return payoutCents === 0 ? `${miles} · no pay rate applies` : miles;
  }
}

/** "Trip 12345 · PHX → ELP · 410 mi × $0.58" (the amount, $237.80, stands beside it). */
export function tripLineText(trip: DriverTripFacts): string {
  const payoutCents = cents(trip.payout);
  const parts = [`Trip ${trip.TripNumber}`];
  const route = routeOf(trip);
  if (route) parts.push(route);
  if (trip.TripType === 'Team') parts.push('team');
  if (trip.RunType.toUpperCase() === 'SPOT') parts.push('spot');
  parts.push(howPaid(trip, payoutCents));
  return parts.join(' · ');
}
