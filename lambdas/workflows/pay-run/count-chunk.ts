import { payRunEntity } from '#lambdas/data/entities/pay-run';
import { isConditionalFailure } from '#lambdas/payroll/conditional';
import { processingError } from '#lambdas/payroll/runs/run-bounds';

/**
 * Moves the run's progress by one chunk's drivers, once: the chunk joins the run's counted set in the
 * same update, so a retried chunk (or its failure record) finds itself counted and leaves the counters
 * alone, as it does when a newer calculation has taken over the run.
 */
export async function countChunk(
  key: { companyId: string; PayRunID: string; calculationId: string; chunk: number },
  done: number,
  failures: ReadonlyArray<{ DriverID: string; message: string }>,
): Promise<void> {
  const { companyId, PayRunID, calculationId, chunk } = key;
  const update = payRunEntity().update({ companyId, PayRunID }).add({ driversDone: done, driversFailed: failures.length, chunksCounted: [chunk] });
  await (failures.length > 0 ? update.append({ processingErrors: failures.map((f) => processingError(f.DriverID, f.message)) }) : update)
    .where(({ calculationId: current, chunksCounted }, { eq, notContains }) => `${eq(current, calculationId)} AND ${notContains(chunksCounted, chunk)}`)
    .go({ response: 'none' })
    .catch((error: unknown) => {
      if (!isConditionalFailure(error)) throw error;
    });
}
