import { randomUUID } from 'node:crypto';
import { payRunEntity, type PayRunItem } from '#lambdas/data/entities/pay-run';
import { handler as fail } from './fail-calculation.ts';
import { handler as finish } from './finish.ts';
import { handler as payDrivers } from './pay-drivers.ts';
import { handler as prepare } from './prepare.ts';
import { handler as recordDriverFailure } from './record-driver-failure.ts';

const asError = (error: unknown) => ({ Error: 'Error', Cause: JSON.stringify({ errorMessage: (error as Error).message ?? String(error) }) });

/**
 * The pay-run calculation in this process, its tasks one after the other as the state machine runs
 * them (definition.ts): the run marked calculating as POST /payruns/{id}/calculate marks it, prepare,
 * each chunk of drivers (a failed chunk recorded), finish; any other failure to the fail task. The demo
 * seed calculates its pay history with it, so what it leaves is what a calculation started on the
 * Payroll page leaves. Answers the run as it ended.
 */
export async function calculateInProcess(companyId: string, PayRunID: string): Promise<PayRunItem> {
  const calculationId = randomUUID();
  await payRunEntity()
    .patch({ companyId, PayRunID })
    .set({ status: 'calculating', calculationId, driversDone: 0, driversFailed: 0, driversTotal: 0, processingErrors: [] })
    .go();
  const input = { companyId, PayRunID, calculationId };
  try {
    const { chunks } = (await prepare(input)) as { chunks: string[][] };
    for (const [chunk, DriverIDs] of chunks.entries()) {
      const item = { ...input, chunk, DriverIDs };
      try {
        await payDrivers(item);
      } catch (error) {
        await recordDriverFailure({ ...item, error: asError(error) });
      }
    }
    await finish(input);
  } catch (error) {
    await fail({ ...input, error: asError(error) });
  }
  const { data } = await payRunEntity().get({ companyId, PayRunID }).go();
  if (!data) throw new Error(`Pay run ${PayRunID} is gone`);
  return data;
}
