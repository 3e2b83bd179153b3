import { calculationPartEntity } from '../../data/entities/calculation-part.ts';
import { payRunEntity } from '../../data/entities/pay-run.ts';
import { calculateDriver, type DriverPay } from '../../payroll/calculation/pay-driver.ts';
import { writeDriverPay } from '../../payroll/calculation/write-driver-pay.ts';
import { cachedRunContext } from '../../payroll/calculation/run-context.ts';
import { loadChunkPayouts, loadChunkTrips } from '../../payroll/inputs/run-trips.ts';
import { vehicleTotals } from '../../payroll/calculation/vehicle-totals.ts';
import { isConditionalFailure } from '../../payroll/conditional.ts';
import { chunkTaskInput } from './task-input.ts';

/** Drivers of one chunk worked out at once; DynamoDB Local and Lambda both like a few requests in flight. */
const DRIVER_CONCURRENCY = 6;

/**
 * One Map item: a chunk of drivers, each paid in both phases; a driver whose pay fails is recorded and
 * the others go on. The chunk's totals are kept as a part, and progress moves once per chunk.
 */
export async function handler(event: unknown) {
  const { companyId, PayRunID, calculationId, chunk, DriverIDs } = chunkTaskInput.parse(event);
  const parts = calculationPartEntity();
  // The inputs are read while the done-check is in flight: only a retried chunk wastes them.
  const inputs = cachedRunContext(companyId, PayRunID, calculationId).then(async (ctx) => {
    const secondDrivers = new Set((ctx.run.DriverList as Array<{ DriverID: string; secondDriver?: boolean }>).filter((d) => d.secondDriver).map((d) => d.DriverID));
    const [tripsByDriver, payoutsByDriver] = await Promise.all([
      loadChunkTrips(companyId, PayRunID, DriverIDs, secondDrivers),
      loadChunkPayouts(companyId, PayRunID, DriverIDs),
    ]);
    return { ctx, tripsByDriver, payoutsByDriver };
  });
  const [{ data: done }, { ctx, tripsByDriver, payoutsByDriver }] = await Promise.all([
    parts.get({ companyId, PayRunID, calculationId, chunk }).go({ attributes: ['chunk'] }),
    inputs,
  ]);
  if (done) return { chunk, alreadyDone: true };

  const pays: DriverPay[] = [];
  const failures: Array<{ DriverID: string; message: string }> = [];
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
  await parts
    .put({
      companyId, PayRunID, calculationId, chunk,
      vehicles: vehicleTotals(pays, paid),
      payDocs: pays.map((p) => ({ DriverID: p.DriverID, PayDocID: p.doc.PayDocID, totalCompensation: p.doc.totalCompensation })),
      failures,
    })
    .go();
  const update = payRunEntity().update({ companyId, PayRunID }).add({ driversDone: DriverIDs.length - failures.length, driversFailed: failures.length });
  await (failures.length > 0 ? update.append({ processingErrors: failures }) : update)
    .where(({ calculationId: current }, { eq }) => eq(current, calculationId))
    .go()
    .catch((error: unknown) => {
      // A newer calculation took over the run: its own counters are not ours to move.
      if (!isConditionalFailure(error)) throw error;
    });
  return { chunk, paid: pays.length, failed: failures.length };
}
