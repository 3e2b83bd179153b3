import { toNumber } from '#shared/money/decimal';
import { centsToAmount } from '#shared/money/round';
import type { CompanyContext } from './company-context.ts';
import type { DriverContext } from './driver-context.ts';
import { dropAndHookPayout } from './drop-and-hook.ts';
import * as fmt from './explain-format.ts';
import { linehaulPayout } from './linehaul.ts';
import type { DriverTripPay } from './pay-doc.ts';
import { spotPayout, type StoredPayoutIndex } from './spot-payout.ts';
import type { TripFacts } from './trip-facts.ts';
import { idText } from './trip-facts.ts';
import type { DriverSlot, TripPay } from './trip-pay.ts';

function unknownRunType(facts: TripFacts): TripPay {
  return { payoutCents: 0, payType: 'Unknown', payRate: undefined, rule: 'unknown-run-type', explanation: `Run type ${fmt.quote(facts.runTypeText)} is neither LINEHAUL nor SPOT: payout 0.00.` };
}

/** The payout record of one driver on one trip: trip pay by run type, plus D&H. */
export function payTripForDriver(facts: TripFacts, slot: DriverSlot, driver: DriverContext, company: CompanyContext, stored: StoredPayoutIndex): DriverTripPay {
  const pay = facts.runKind === 'LINEHAUL'
    ? linehaulPayout(facts, slot, driver, company)
    : facts.runKind === 'SPOT'
      ? spotPayout(facts, driver, company, stored)
      : unknownRunType(facts);
  const dandh = dropAndHookPayout(facts.trip.RevenueDandH, company.dropAndHook, driver.lookup.disableDandHpay === true);
  const spotTripId = idText(facts.trip.SpotTripId);
  return {
    payoutCents: pay.payoutCents,
    dandhCents: dandh.payoutCents,
    record: {
      TripNumber: facts.trip.TripNumber,
      VehicleID: facts.vehicleId,
      RunType: facts.runKind === 'UNKNOWN' ? facts.runTypeText : facts.runKind,
      TripType: facts.tripType,
      MilesQTY: facts.milesNumber,
      PayType: pay.payType,
      PayRate: pay.payRate ? toNumber(pay.payRate) : null,
      payout: centsToAmount(pay.payoutCents),
      DandHpayout: centsToAmount(dandh.payoutCents),
      SpotTripId: spotTripId === '' ? undefined : spotTripId,
      payoutRule: pay.rule,
      explanation: fmt.retained(pay.explanation),
      dandhExplanation: fmt.retained(dandh.explanation),
    },
  };
}
