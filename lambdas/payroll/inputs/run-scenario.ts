import type { PayWeekInput } from '#shared/payroll/types';
import type { PayRunItem } from '#lambdas/data/entities/pay-run';
import { loadCompanyPayProfile } from './company-pay-profile.ts';
import { bonusButtonInputOf, driverLookupOf, loadBonusButtons, loadDriverItems } from './driver-lookups.ts';
import { approvedTimecards } from './approved-timecards.ts';
import { loadRunPayouts, loadRunTrips, storedSpotPayouts, tripLogsForEngine } from './run-trips.ts';

/**
 * The whole run as one engine input, in the what-if scenario format (payroll-scenarios/README.md):
 * the same inputs the calculation reads, so the CLI and the tests can recompute any stored run.
 */
export async function runScenario(companyId: string, run: PayRunItem): Promise<PayWeekInput> {
  const [company, buttons, drivers, trips, payouts, timecards] = await Promise.all([
    loadCompanyPayProfile(companyId),
    loadBonusButtons(companyId),
    loadDriverItems(companyId),
    loadRunTrips(companyId, run.PayRunID),
    loadRunPayouts(companyId, run.PayRunID),
    approvedTimecards(companyId, run.WeekEnding),
  ]);
  return {
    weekEnding: run.WeekEnding,
    company,
    drivers: drivers.map(driverLookupOf),
    tripLogs: tripLogsForEngine(trips, payouts),
    bonusButtons: buttons.map(bonusButtonInputOf),
    timecards: [...timecards.values()].flat(),
    storedPayouts: storedSpotPayouts(payouts),
  };
}
