import { setImmediate as nextTurn } from 'node:timers/promises';
import { calculationPartEntity } from '#lambdas/data/entities/calculation-part';
import { calculateDriver, type DriverPay } from '#lambdas/payroll/calculation/pay-driver';
import { DriverPayWriter } from '#lambdas/payroll/calculation/write-driver-pay';
import { cachedRunContext } from '#lambdas/payroll/calculation/run-context';
import { loadChunkPayouts, loadChunkTrips } from '#lambdas/payroll/inputs/run-trips';
import { vehicleTotals } from '#lambdas/payroll/calculation/vehicle-totals';
import { toStoredVehicleTotals } from '#lambdas/payroll/calculation/stored-vehicle-totals';
import { countChunk } from './count-chunk.ts';
import { chunkTaskInput } from './task-input.ts';
import { assertEnvironmentOf } from '#lambdas/handler-environment';
import { observedTask } from '#lambdas/observability/observed-task';

/** Drivers of one slice worked out at once (only adjustment reads wait); DynamoDB Local and Lambda both like a few requests in flight. */
const DRIVER_CONCURRENCY = 6;
/** Drivers read with one range query and written as one group: a chunk is paid slice after slice. */
export const DRIVERS_PER_SLICE = 25;
/**
 * BatchWriteItem requests one chunk keeps in flight: with the Map's CHUNK_CONCURRENCY chunks a few more
 * than the table answers at once, so it is not left waiting while the answers are taken.
 */
const WRITES_IN_FLIGHT = 3;

type Failures = Array<{ DriverID: string; message: string }>;

/**
 * One Map item: a chunk of drivers, each paid in both phases; a driver whose pay fails is recorded and
 * the others go on. The chunk is paid as a pipeline of slices: the next slice's trips are read while
 * this one is worked out, and each driver's payouts are written as soon as he is paid, so the table is
 * never left waiting for a whole chunk's reads and calculation. The chunk's totals are kept as a part
 * once all is written, and progress moves once per chunk.
 */
export const handler = observedTask(async (event: unknown) => {
  assertEnvironmentOf('workflows/pay-run/pay-drivers');
  const { companyId, PayRunID, calculationId, chunk, DriverIDs } = chunkTaskInput.parse(event);
  const key = { companyId, PayRunID, calculationId, chunk };
  const parts = calculationPartEntity();
  const context = cachedRunContext(companyId, PayRunID, calculationId);
  const secondDrivers = context.then((ctx) => new Set((ctx.run.DriverList as Array<{ DriverID: string; secondDriver?: boolean }>).filter((d) => d.secondDriver).map((d) => d.DriverID)));
  // Range queries read least over neighbouring ids.
  const sorted = [...DriverIDs].sort();
  const slices: string[][] = [];
  for (let i = 0; i < sorted.length; i += DRIVERS_PER_SLICE) slices.push(sorted.slice(i, i + DRIVERS_PER_SLICE));
  const read = (slice: readonly string[]) => Promise.all([loadChunkTrips(companyId, PayRunID, slice, secondDrivers), loadChunkPayouts(companyId, PayRunID, slice)]);
  // The first slice is read with the rest, the done-check included: only a retried chunk wastes the reads.
  let reading = read(slices[0]!);
  const [{ data: done }, ctx] = await Promise.all([parts.get(key).go({ attributes: ['chunk', 'failures'] }), context, reading]);
  if (done) {
    // Written before a retry: the progress may still lack it.
    const failures = (done.failures ?? []) as Failures;
    await countChunk(key, DriverIDs.length - failures.length, failures);
    return { chunk, alreadyDone: true };
  }

  const pays: DriverPay[] = [];
  const failures: Failures = [];
  const writer = new DriverPayWriter(ctx, WRITES_IN_FLIGHT);
  for (let s = 0; s < slices.length; s++) {
    const slice = slices[s]!;
    const [tripsByDriver, payoutsByDriver] = await reading;
    if (s + 1 < slices.length) {
      reading = read(slices[s + 1]!);
      // Awaited at the next slice; a failure must not count as unhandled meanwhile.
      reading.catch(() => undefined);
    }
    let next = 0;
    await Promise.all(Array.from({ length: DRIVER_CONCURRENCY }, async () => {
      while (next < slice.length) {
        const DriverID = slice[next++]!;
        try {
          const pay = await calculateDriver(ctx, DriverID, { trips: tripsByDriver.get(DriverID) ?? [], previous: payoutsByDriver.get(DriverID) ?? [] });
          if (pay) {
            pays.push(pay);
            writer.add(pay);
          }
        } catch (error) {
          failures.push({ DriverID, message: (error as Error).message });
        }
        // Working a driver out takes milliseconds: the answers of the writes in flight are taken in between.
        await nextTurn();
      }
    }));
    writer.flush();
  }
  await writer.finished();
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
});
