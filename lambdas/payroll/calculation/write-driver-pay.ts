import { payDocEntity } from '#lambdas/data/entities/pay-doc';
import { tripPayoutEntity } from '#lambdas/data/entities/trip-payout';
import { saveApplications } from './driver-adjustments.ts';
import type { DriverPay } from './pay-driver.ts';
import type { RunContext } from './run-context.ts';
import { BatchWriter } from './write-batches.ts';

/** BatchWriteItem requests one writer keeps in flight. */
const WRITES_IN_FLIGHT = 4;

/**
 * Writes drivers' pay as it is worked out, in the order of the phases: a driver's trip payouts (those
 * that changed) are queued as soon as `add` has them; `flush` closes a group of drivers, whose
 * adjustment applications and then pay documents are written once all of the group's payouts are, so
 * a reader never finds a document without the payouts it sums or, during a recalculation, without its
 * bonuses. The requests of later groups go out meanwhile. Idempotent: a retry writes the same items.
 */
export class DriverPayWriter {
  private readonly writer: BatchWriter;
  private group: DriverPay[] = [];
  private payouts: Array<Promise<void>> = [];
  private readonly groups: Array<Promise<void>> = [];

  constructor(private readonly ctx: RunContext, inFlight: number = WRITES_IN_FLIGHT) {
    this.writer = new BatchWriter(inFlight);
  }

  add(pay: DriverPay): void {
    this.group.push(pay);
    this.payouts.push(this.writer.put(tripPayoutEntity(), pay.payoutWrites));
  }

  flush(): void {
    const { ctx, writer } = this;
    const [group, payouts] = [this.group, this.payouts];
    this.group = [];
    this.payouts = [];
    if (group.length === 0) return;
    const written = (async () => {
      await Promise.all(payouts);
      await Promise.all(group.flatMap((p) => (p.adjustments ? [saveApplications(ctx.companyId, p.DriverID, ctx.run.PayRunID, p.adjustments)] : [])));
      await writer.put(payDocEntity(), group.map((p) => p.doc));
    })();
    // Awaited by `finished`; until then a failure must not count as unhandled.
    written.catch(() => undefined);
    this.groups.push(written);
  }

  /** Settles when everything added is written (the last group closed here); rejects with the first failure. */
  async finished(): Promise<void> {
    this.flush();
    await Promise.all(this.groups);
  }
}

/** Writes the pay of several drivers as one group (see DriverPayWriter). */
export async function writeDriverPay(ctx: RunContext, pays: readonly DriverPay[]): Promise<void> {
  if (pays.length === 0) return;
  const writer = new DriverPayWriter(ctx);
  for (const pay of pays) writer.add(pay);
  await writer.finished();
}
