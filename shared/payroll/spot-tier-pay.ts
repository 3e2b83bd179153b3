import { add, mul, sign, sub, type Decimal } from '#shared/money/decimal';
import { cents, type Cents } from '#shared/money/round';
import * as fmt from './explain-format.ts';
import type { FuelMultiplier } from './fuel-multiplier.ts';
import { pct, type LiveLoadTypeName } from './pay-types.ts';
import { findTier, type SpotTier } from './spot-tier.ts';

/** The trip figures a spot tier pays on. */
export interface SpotTripFigures {
  readonly miles: Decimal;
  readonly milesText: string;
  readonly revenue: Decimal;
  readonly gross: Decimal;
  readonly grossIsDaily: boolean;
  readonly rateFuel: Decimal;
  /** LiveDollarAmount is numeric and > 0. */
  readonly liveLoadRequested: boolean;
}

/** Spot pay result (spec part 1 §3.2): spotPay, liveLoadPay, total, in cents, with the working. */
export interface SpotTierPay {
  readonly spotPay: Cents;
  readonly liveLoadPay: Cents;
  readonly total: Cents;
  readonly explanation: string;
}

/** Net trip revenue = TripRevenue − (RateFuel × miles + miles × m), with the formula's text. */
function netRevenue(trip: SpotTripFigures, fuel: FuelMultiplier): { value: Decimal; text: string } {
  const value = sub(trip.revenue, add(mul(trip.rateFuel, trip.miles), mul(trip.miles, fuel.value)));
  const m = trip.milesText;
  return { value, text: `(${fmt.money(trip.revenue)} - (${fmt.rate(trip.rateFuel)} × ${m} + ${m} × ${fmt.rate(fuel.value)}))` };
}

function grossText(trip: SpotTripFigures): string {
  return `${fmt.money(trip.gross)} ${trip.grossIsDaily ? 'daily gross' : 'trip revenue (no daily gross)'}`;
}

/** Never below 0: "= −12.00, not below 0: 0.00". */
function floored(raw: Cents): { amount: Cents; text: string } {
  return raw < 0 ? { amount: 0, text: `${fmt.cents(raw)}, never below 0: 0.00` } : { amount: raw, text: fmt.cents(raw) };
}

function percentOf(base: Decimal, baseText: string, rate: Decimal | undefined, what: string): { amount: Cents; text: string } {
  if (!rate) return { amount: 0, text: `${what} has no numeric rate: 0.00` };
  const fraction = pct(rate);
  if (!fraction) return { amount: 0, text: `${what} rate ${fmt.rate(rate)} is not a valid percentage (0-100): 0.00` };
  const result = floored(cents(mul(fraction, base)));
  return { amount: result.amount, text: `${fmt.percent(fraction)} × ${baseText} = ${result.text}` };
}

function byType(type: LiveLoadTypeName, rate: Decimal | undefined, trip: SpotTripFigures, fuel: FuelMultiplier, what: string): { amount: Cents; text: string } {
  switch (type) {
    case '% of Trip Rev': {
      const net = netRevenue(trip, fuel);
      return percentOf(net.value, net.text, rate, what);
    }
    case '% of Gross Rev':
      return percentOf(trip.gross, grossText(trip), rate, what);
    case 'Per Mile': {
      if (!rate) return { amount: 0, text: `${what} has no numeric rate: 0.00` };
      const result = floored(cents(mul(trip.miles, rate)));
      return { amount: result.amount, text: `${trip.milesText} mi × ${fmt.rate(rate)} = ${result.text}` };
    }
    case 'Flat Rate':
    case 'Per Stop': {
      if (!rate) return { amount: 0, text: `${what} has no numeric rate: 0.00` };
      const result = floored(cents(rate));
      return { amount: result.amount, text: `flat ${result.text}` };
    }
  }
}

/**
 * Pays a trip on one tier: spot pay by the tier's pay type (0 on a zero-mile trip) plus live-load pay
 * when the trip asks for it and the tier includes it. Each part is rounded, then added.
 */
export function payOnTier(tier: SpotTier, trip: SpotTripFigures, fuel: FuelMultiplier): SpotTierPay {
  const head = `${tier.title}: `;
  const spot = sign(trip.miles) === 0
    ? { amount: 0, text: 'zero-mile trip, spot pay 0.00' }
    : byType(tier.payType, tier.payRate, trip, fuel, 'the tier');
  let live: { amount: Cents; text: string };
  if (!trip.liveLoadRequested) live = { amount: 0, text: 'no live load on this trip' };
  else if (!tier.includeLiveLoad) live = { amount: 0, text: 'live load requested but this tier does not include it: 0.00' };
  else {
    const part = byType(tier.liveLoadType, tier.liveLoadRate, trip, fuel, 'live load');
    live = { amount: part.amount, text: `live load ${tier.liveLoadType}: ${part.text}` };
  }
  const total = spot.amount + live.amount;
  const sum = live.amount > 0 ? `; payout ${fmt.cents(spot.amount)} + ${fmt.cents(live.amount)} = ${fmt.cents(total)}` : '';
  return { spotPay: spot.amount, liveLoadPay: live.amount, total, explanation: `${head}${spot.text}; ${live.text}${sum}.` };
}

/** Spot pay calculator (spec part 1 §5.1): the first matching tier pays; with no match all results are 0. */
export function calculateSpotPay(tiers: readonly SpotTier[], trip: SpotTripFigures, fuel: FuelMultiplier): SpotTierPay {
  const tier = findTier(tiers, trip.miles);
  if (!tier) return { spotPay: 0, liveLoadPay: 0, total: 0, explanation: `No spot tier covers ${trip.milesText} mi: 0.00.` };
  return payOnTier(tier, trip, fuel);
}
