import { readNumeric } from '#shared/money/numeric';
import { cents } from '#shared/money/round';
import type { CompanyContext } from './company-context.ts';
import { legKey } from './company-context.ts';
import type { DriverContext } from './driver-context.ts';
import * as fmt from './explain-format.ts';
import { isFlatRate } from './pay-types.ts';
import { findRateRow, payFromRow } from './rate-table.ts';
import type { TripFacts } from './trip-facts.ts';
import type { DriverSlot, TripPay } from './trip-pay.ts';

function isPresent(value: unknown): boolean {
  return value !== undefined && value !== null && !(typeof value === 'string' && value.trim() === '');
}

/** The slot's own pay type (DriverNo{k}PayType) when given, else the trip's PayType. */
function slotPayType(facts: TripFacts, slot: DriverSlot): unknown {
  const own = slot === 1 ? facts.trip.DriverNo1PayType : facts.trip.DriverNo2PayType;
  return isPresent(own) ? own : facts.trip.PayType;
}

/** The slot's own pay rate (DriverNo{k}PayRate) when given, else the trip's PayRate. */
function slotPayRate(facts: TripFacts, slot: DriverSlot): unknown {
  const own = slot === 1 ? facts.trip.DriverNo1PayRate : facts.trip.DriverNo2PayRate;
  return isPresent(own) ? own : facts.trip.PayRate;
}

/**
 * Linehaul pay for the driver in a slot, first rule that applies: the trip's own Flat Rate; the leg
 * payout table; the solo/team rate table (driver's own when non-empty, else the company's); else 0.
 */
export function linehaulPayout(facts: TripFacts, slot: DriverSlot, driver: DriverContext, company: CompanyContext): TripPay {
  let why = 'The trip is not Flat Rate';
  if (isFlatRate(slotPayType(facts, slot))) {
    const payRate = slotPayRate(facts, slot);
    const rate = readNumeric(payRate);
    if (rate) {
      const amount = Math.max(0, cents(rate));
      return { payoutCents: amount, payType: 'Flat Rate', payRate: rate, rule: 'trip-flat-rate', explanation: `The trip's pay type is Flat Rate: payout = its pay rate ${fmt.cents(amount)}.` };
    }
    why = `The trip's pay type is Flat Rate but its pay rate ${fmt.quote(payRate)} is not numeric`;
  }

  const org = facts.trip.LegOrg, dest = facts.trip.LegDest;
  const hasLeg = isPresent(org) && isPresent(dest);
  const leg = hasLeg ? company.legPayouts.get(legKey(org, dest)) : undefined;
  const legText = hasLeg ? `${fmt.quote(org)} -> ${fmt.quote(dest)}` : '';
  if (leg) {
    const amount = leg.payout ? Math.max(0, cents(leg.payout)) : 0;
    const value = leg.payout ? fmt.cents(amount) : `0.00 (the row's payout is not numeric)`;
    return {
      payoutCents: amount, payType: 'Leg Payout', payRate: leg.payout, rule: 'leg-payout',
      explanation: `${why}. Leg ${legText} matches leg payout row ${leg.index + 1} (${leg.legOrg} -> ${leg.legDes}, leading zeros ignored): payout ${value}.`,
    };
  }
  why += hasLeg ? `; no leg payout row for ${legText}` : '; the trip has no leg origin and destination for the leg payout table';

  const team = facts.tripType === 'Team';
  const own = team ? driver.ownTeamRates : driver.ownSoloRates;
  const rows = own ?? (team ? company.teamRates : company.soloRates);
  const tableName = own ? (team ? "The driver's own team rate table" : "The driver's own solo rate table") : team ? 'Company team rate table' : 'Company solo rate table';
  const row = findRateRow(rows, facts.miles);
  if (row) {
    const pay = payFromRow(row, facts.miles, facts.milesText, tableName);
    return { payoutCents: pay.payoutCents, payType: 'Per Mile', payRate: pay.payRate, rule: own ? 'driver-rate-table' : 'company-rate-table', explanation: `${why}. ${pay.text}.` };
  }
  return { payoutCents: 0, payType: 'Per Mile', payRate: undefined, rule: 'no-linehaul-rate', explanation: `${why}; no row of the ${tableName.toLowerCase()} covers ${facts.milesText} mi: payout 0.00.` };
}
