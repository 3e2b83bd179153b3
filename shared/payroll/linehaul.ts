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

/** The slot's own pay type and rate (DriverNo{k}PayType / PayRate) when given, else the trip's. */
export function slotPayTerms(facts: TripFacts, slot: DriverSlot): { payType: unknown; payRate: unknown } {
  const trip = facts.trip;
  const ownType = slot === 1 ? trip.DriverNo1PayType : trip.DriverNo2PayType;
  const ownRate = slot === 1 ? trip.DriverNo1PayRate : trip.DriverNo2PayRate;
  return { payType: isPresent(ownType) ? ownType : trip.PayType, payRate: isPresent(ownRate) ? ownRate : trip.PayRate };
}

/**
 * Linehaul pay for the driver in a slot, first rule that applies: the trip's own Flat Rate; the leg
 * payout table; the solo/team rate table (driver's own when non-empty, else the company's); else 0.
 */
export function linehaulPayout(facts: TripFacts, slot: DriverSlot, driver: DriverContext, company: CompanyContext): TripPay {
  const why: string[] = [];
  const terms = slotPayTerms(facts, slot);
  if (isFlatRate(terms.payType)) {
    const rate = readNumeric(terms.payRate);
    if (rate) {
      const amount = Math.max(0, cents(rate));
      return { payoutCents: amount, payType: 'Flat Rate', payRate: rate, rule: 'trip-flat-rate', explanation: `The trip's pay type is Flat Rate: payout = its pay rate ${fmt.cents(amount)}.` };
    }
    why.push(`the trip's pay type is Flat Rate but its pay rate ${fmt.quote(terms.payRate)} is not numeric`);
  } else {
    why.push('the trip is not Flat Rate');
  }

  const org = facts.trip.LegOrg, dest = facts.trip.LegDest;
  const legText = `${fmt.quote(org ?? '')} → ${fmt.quote(dest ?? '')}`;
  const hasLeg = isPresent(org) && isPresent(dest);
  const leg = hasLeg ? company.legPayouts.get(legKey(org, dest)) : undefined;
  if (leg) {
    const amount = leg.payout ? Math.max(0, cents(leg.payout)) : 0;
    const value = leg.payout ? fmt.cents(amount) : `0.00 (the row's payout is not numeric)`;
    return {
      payoutCents: amount, payType: 'Leg Payout', payRate: leg.payout, rule: 'leg-payout',
      explanation: `${capitalise(why.join('; '))}. Leg ${legText} matches leg payout row ${leg.index + 1} (${leg.legOrg} → ${leg.legDes}, leading zeros ignored): payout ${value}.`,
    };
  }
  why.push(hasLeg ? `no leg payout row for ${legText}` : 'the trip has no leg origin and destination for the leg payout table');

  const team = facts.tripType === 'Team';
  const own = team ? driver.ownTeamRates : driver.ownSoloRates;
  const rows = own ?? (team ? company.teamRates : company.soloRates);
  const tableName = `${own ? "driver's own" : 'company'} ${team ? 'team' : 'solo'} rate table`;
  const row = findRateRow(rows, facts.miles);
  if (row) {
    const pay = payFromRow(row, facts.miles, tableName);
    return { payoutCents: pay.payoutCents, payType: 'Per Mile', payRate: pay.payRate, rule: own ? 'driver-rate-table' : 'company-rate-table', explanation: `${capitalise(why.join('; '))}. ${capitalise(pay.text)}.` };
  }
  why.push(`no row of the ${tableName} covers ${fmt.miles(facts.miles)} mi`);
  return { payoutCents: 0, payType: 'Per Mile', payRate: undefined, rule: 'no-linehaul-rate', explanation: `${capitalise(why.join('; '))}: payout 0.00.` };
}

export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
