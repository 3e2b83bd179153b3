import { calculationPartEntity } from '#lambdas/data/entities/calculation-part';
import { calculateDriver, type DriverPay } from '#lambdas/payroll/calculation/pay-driver';
import { writeDriverPay } from '#lambdas/payroll/calculation/write-driver-pay';
import { cachedRunContext } from '#lambdas/payroll/calculation/run-context';
import { loadChunkPayouts, loadChunkTrips } from '#lambdas/payroll/inputs/run-trips';
import { vehicleTotals } from '#lambdas/payroll/calculation/vehicle-totals';
import { toStoredVehicleTotals } from '#lambdas/payroll/calculation/stored-vehicle-totals';
import { countChunk } from './count-chunk.ts';
import { chunkTaskInput } from './task-input.ts';
import { assertEnvironmentOf } from '#lambdas/handler-environment';

/** Drivers of one chunk worked out at once; DynamoDB Local and Lambda both like a few requests in flight. */
const DRIVER_CONCURRENCY = 6;

type Failures = Array<{ DriverID: string; message: string }>;

/**
 * One Map item: a chunk of drivers, each paid in both phases; a driver whose pay fails is recorded and
 * the others go on. The chunk's totals are kept as a part, and progress moves once per chunk.
 */
export async function handler(event: unknown) {
  assertEnvironmentOf('workflows/pay-run/pay-drivers');
  const { companyId, PayRunID, calculationId, chunk, DriverIDs } = chunkTaskInput.parse(event);
  const key = { companyId, PayRunID, calculationId, chunk };
  const parts = calculationPartEntity();
  // Everything is read at once, the done-check included: only a retried chunk wastes the reads.
  const context = cachedRunContext(companyId, PayRunID, calculationId);
  const secondDrivers = context.then((ctx) => new Set((ctx.run.DriverList as Array<{ DriverID: string; secondDriver?: boolean }>).filter((d) => d.secondDriver).map((d) => d.DriverID)));
  const [{ data: done }, ctx, tripsByDriver, payoutsByDriver] = await Promise.all([
    parts.get(key).go({ attributes: ['chunk', 'failures'] }),
    context,
    loadChunkTrips(companyId, PayRunID, DriverIDs, secondDrivers),
    loadChunkPayouts(companyId, PayRunID, DriverIDs),
  ]);
  if (done) {
    // Written before a retry: the progress may still lack it.
    const failures = (done.failures ?? []) as Failures;
    await countChunk(key, DriverIDs.length - failures.length, failures);
    return { chunk, alreadyDone: true };
  }

  const pays: DriverPay[] = [];
  const failures: Failures = [];
  let next = 0;
  await Promise.all(Array.from({ length: DRIVER_CONCURRENCY }, async () => {
    while (next < DriverIDs.length) {
      const DriverID = DriverIDs[next++]!;
      try {
        const pay = await calculateDriver(ctx, DriverID, { trips: tripsByDriver.get(DriverID) ?? [], previous: payoutsByDriver.get(DriverID) ?? [] });
        if (pay) pays.push(pay);
      } catch (error) {
        failures.push({ DriverID, message: (error as Error).message });
      }
    }
  }));
  await writeDriverPay(ctx, pays);
  const paid = new Set(ctx.lookups.keys());
  // Counting is idempotent, so the part and the progress are written side by side.
  await Promise.all([
    parts
      .put({
        ...key,
        vehicles: toStoredVehicleTotals(vehicleTotals(pays, paid)),
        payDocs: pays.map((p) => ({ DriverID: p.DriverID, PayDocID: p.doc.PayDocID, totalCompensation: p.doc.totalCompensation })),
        failures,
      })
      .go({ response: 'none' }),
    countChunk(key, DriverIDs.length - failures.length, failures),
  ]);
  return { chunk, paid: pays.length, failed: failures.length };
}
