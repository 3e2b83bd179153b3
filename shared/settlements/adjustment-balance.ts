import { cents, centsToAmount } from '#shared/money/round';

/** How one adjustment was applied in one pay run (the adjustmentApplication item's figures). */
export interface AppliedInRun {
  adjustmentId: string;
  PayRunID: string;
  carriedOver: number;
}

/** Each adjustment's latest application: the run whose remainder it still carries. */
export function latestApplications<A extends AppliedInRun>(applications: readonly A[]): Map<string, A> {
  const latest = new Map<string, A>();
  for (const app of applications) if ((latest.get(app.adjustmentId)?.PayRunID ?? '') < app.PayRunID) latest.set(app.adjustmentId, app);
  return latest;
}

/**
 * What a driver still owes on his active adjustments: the sum, in cents, of what each one's latest run
 * could not deduct and carries to the next run; with the latest of those runs.
 */
export function driverBalance(activeAdjustmentIds: readonly string[], applications: readonly AppliedInRun[]): { balance: number; lastPayRunID: string } {
  const latest = latestApplications(applications);
  const mine = activeAdjustmentIds.map((id) => latest.get(id)).filter((x) => x !== undefined);
  return {
    balance: centsToAmount(mine.reduce((s, app) => s + cents(app.carriedOver), 0)),
    lastPayRunID: mine.reduce((m, app) => (app.PayRunID > m ? app.PayRunID : m), ''),
  };
}
