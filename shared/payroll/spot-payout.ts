import { sign, type Decimal } from '#shared/money/decimal';
import { readNumeric } from '#shared/money/numeric';
import { cents } from '#shared/money/round';
import { ZERO } from '#shared/money/decimal';
import { spotKey, type CompanyContext } from './company-context.ts';
import type { DriverContext } from './driver-context.ts';
import * as fmt from './explain-format.ts';
import { payOnTier, type SpotTripFigures } from './spot-tier-pay.ts';
import { findTier, type SpotTier } from './spot-tier.ts';
import type { TripFacts } from './trip-facts.ts';
import type { TripPay } from './trip-pay.ts';

/** Payouts kept from an earlier calculation or a manual edit, by trip and driver. */
export type StoredPayoutIndex = ReadonlyMap<string, Decimal | undefined>;

export function storedPayoutKey(tripNumber: string, driverId: string): string {
  return `${tripNumber}\u0000${driverId}`;
}

export function spotFiguresOf(facts: TripFacts): SpotTripFigures {
  const live = readNumeric(facts.trip.LiveDollarAmount);
  return {
    miles: facts.miles,
    milesText: facts.milesText,
    revenue: facts.revenue,
    gross: facts.gross,
    grossIsDaily: facts.grossIsDaily,
    rateFuel: readNumeric(facts.trip.RateFuel) ?? ZERO,
    liveLoadRequested: live !== undefined && sign(live) > 0,
  };
}

function fromTiers(tiers: readonly SpotTier[], facts: TripFacts, figures: SpotTripFigures, company: CompanyContext, rule: string, why: string): TripPay {
  const tier = findTier(tiers, facts.miles);
  if (!tier) {
    return { payoutCents: 0, payType: 'Unknown', payRate: undefined, rule: 'no-spot-tier', explanation: `${why}; no tier covers ${facts.milesText} mi: payout 0.00.` };
  }
  const pay = payOnTier(tier, figures, company.fuel);
  const fuelNote = tier.payType === '% of Trip Rev' || tier.liveLoadType === '% of Trip Rev' ? fuelText(company) : '';
  return { payoutCents: pay.total, payType: tier.payType, payRate: tier.payRate, rule, explanation: `${why}. ${pay.explanation}${fuelNote}` };
}

function fuelText(company: CompanyContext): string {
  const m = fmt.rate(company.fuel.value);
  return company.fuel.source === 'default' ? ` (Fuel multiplier ${m} is the default.)` : ` (Fuel multiplier ${m} from ${company.fuel.source}.)`;
}

/**
 * Spot pay for one driver, first that applies: stored payout; spot payout table; legacy driver rate;
 * the driver's own tiers when every one is valid; company tiers (or the company's legacy default); 0.
 */
export function spotPayout(facts: TripFacts, driver: DriverContext, company: CompanyContext, stored: StoredPayoutIndex): TripPay {
  const key = storedPayoutKey(facts.tripNumber, driver.id);
  if (stored.has(key)) {
    const kept = stored.get(key);
    const amount = kept ? Math.max(0, cents(kept)) : 0;
    const note = kept ? (sign(kept) < 0 ? ' (a negative payout is invalid and defaults to 0)' : '') : ' (it is not numeric, so 0)';
    return { payoutCents: amount, payType: 'Stored', payRate: kept, rule: 'stored-payout', explanation: `A payout of ${fmt.cents(amount)} is already stored for this trip and driver${note}; it is kept.` };
  }
  let why = 'No payout is stored for this trip and driver';

  const spotName = facts.trip.SpotName;
  const row = company.spotPayouts.get(spotKey(spotName));
  if (row) {
    const amount = Math.max(0, cents(row.payout));
    return { payoutCents: amount, payType: row.payType, payRate: row.payout, rule: 'spot-payout-table', explanation: `${why}. Spot ${fmt.quote(spotName)} matches spot payout table row ${row.index + 1} (${fmt.quote(row.spotName)}): payout ${fmt.cents(amount)}.` };
  }
  why += `; spot ${fmt.quote(spotName)} has no valid row in the spot payout table`;

  const figures = spotFiguresOf(facts);
  const own = driver.spotTiers;
  if (own.kind === 'legacy') return fromTiers(own.tiers, facts, figures, company, 'legacy-driver-rate', `${why}; ${own.text}`);
  if (own.kind === 'own') return fromTiers(own.tiers, facts, figures, company, 'driver-spot-tier', `${why}; the driver's own spot tiers apply`);
  why += `; ${own.text}`;
  const companyTiers = company.spotTiers;
  if (companyTiers.tiers.length === 0) {
    return { payoutCents: 0, payType: 'Unknown', payRate: undefined, rule: 'no-spot-tier', explanation: `${why}; ${companyTiers.text}: payout 0.00.` };
  }
  return fromTiers(companyTiers.tiers, facts, figures, company, companyTiers.legacy ? 'company-legacy-rate' : 'company-spot-tier', `${why}; ${companyTiers.text}`);
}
