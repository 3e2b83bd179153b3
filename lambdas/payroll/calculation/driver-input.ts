import type { PayWeekInput } from '#shared/payroll/types';
import type { TripPayoutItem } from '#lambdas/data/entities/trip-payout';
import { storedSpotPayouts, tripLogsForEngine, type PayTrip } from '#lambdas/payroll/inputs/run-trips';
import type { RunContext } from './run-context.ts';

/**
 * One driver's week as engine input: his trips, his lookup and his team partners' (a team trip pays
 * only when both drivers are known), the company rules, his approved time cards and his manual payouts.
 * A driver's pay depends on nothing else, so this gives the same pay document as computing the whole run at once.
 */
export function driverWeekInput(ctx: RunContext, DriverID: string, trips: readonly PayTrip[], payouts: readonly TripPayoutItem[]): PayWeekInput {
  const ids = new Set<string>([DriverID]);
  for (const t of trips) {
    ids.add(t.DriverNo1);
    if (t.DriverNo2) ids.add(t.DriverNo2);
  }
  return {
    weekEnding: ctx.run.WeekEnding,
    company: ctx.company,
    drivers: [...ids].flatMap((id) => ctx.lookups.get(id) ?? []),
    tripLogs: tripLogsForEngine(trips, payouts),
    bonusButtons: ctx.buttons,
    timecards: ctx.timecards.get(DriverID) ?? [],
    storedPayouts: storedSpotPayouts(payouts),
    // A driver asked for by id is paid even when he has no trip left, so his document is never stale.
    payWithoutTrips: [DriverID],
  };
}
