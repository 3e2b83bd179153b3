import { payDocEntity } from '#lambdas/data/entities/pay-doc';
import { tripPayoutEntity } from '#lambdas/data/entities/trip-payout';
import { saveApplications } from './driver-adjustments.ts';
import type { DriverPay } from './pay-driver.ts';
import type { RunContext } from './run-context.ts';
import { putItems } from './write-batches.ts';

/** BatchWriteItem requests one chunk keeps in flight; the Map runs a few chunks at once. */
const WRITES_IN_FLIGHT = 2;

/**
 * Writes the pay of several drivers in the order of the phases: phase 1's trip payouts (those that
 * changed), then adjustment applications, then each pay document, once, with both phases applied, so
 * a reader never finds a document without the payouts it sums or, during a recalculation, without its
 * bonuses. Idempotent: a retry writes the same items.
 */
export async function writeDriverPay(ctx: RunContext, pays: readonly DriverPay[]): Promise<void> {
  if (pays.length === 0) return;
  const payouts = pays.flatMap((p) => p.payoutWrites);
  await putItems(tripPayoutEntity(), payouts, WRITES_IN_FLIGHT);
  await Promise.all(pays.flatMap((p) => (p.adjustments ? [saveApplications(ctx.companyId, p.DriverID, ctx.run.PayRunID, p.adjustments)] : [])));
  await putItems(payDocEntity(), pays.map((p) => p.doc), WRITES_IN_FLIGHT);
}
