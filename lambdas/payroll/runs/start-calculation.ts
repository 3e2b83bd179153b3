import { randomUUID } from 'node:crypto';
import { payRunParams } from '#shared/payroll-api/common';
import { isRunBusy, startCalculationBody } from '#shared/payroll-api/pay-runs';
import { payRunEntity } from '#lambdas/data/entities/pay-run';
import { ConflictError } from '#lambdas/http/errors';
import { json } from '#lambdas/http/respond';
import { companyRoute } from '#lambdas/http/route-handler';
import { startAfterChange } from '#lambdas/workflows/start-workflow';
import { PAY_RUN_CALCULATION } from '#lambdas/workflows/pay-run/definition';
import { loadRun } from '#lambdas/payroll/calculation/run-context';

/** Starts the calculation workflow; 409 while an import or another calculation is running. */
export const handler = companyRoute({ params: payRunParams, body: startCalculationBody }, async ({ caller, params }) => {
  const { companyId } = caller;
  const run = await loadRun(companyId, params.id);
  if (isRunBusy(run.status)) throw new ConflictError(`The pay run is ${run.status}; wait until it finishes.`);
  if ((run.DriverList as unknown[]).length === 0) throw new ConflictError('Import a statement before calculating this pay run.');
  const calculationId: string = randomUUID();
  try {
    await payRunEntity()
      .patch({ companyId, PayRunID: run.PayRunID })
      .set({ status: 'calculating', calculationId, driversDone: 0, driversFailed: 0, driversTotal: 0, processingErrors: [] })
      .where(({ status }, { eq }) => eq(status, run.status))
      .go();
  } catch (error) {
    if ((error as { cause?: { name?: string } }).cause?.name === 'ConditionalCheckFailedException') throw new ConflictError('The pay run changed meanwhile; try again.');
    throw error;
  }
  await startAfterChange(PAY_RUN_CALCULATION, { companyId, PayRunID: run.PayRunID, calculationId }, calculationId, {
    what: 'the calculation',
    // Only this calculation's mark is undone: a run another request changed since is left as it is.
    undo: () => {
      const restore = payRunEntity()
        .patch({ companyId, PayRunID: run.PayRunID })
        .set({ status: run.status, driversDone: run.driversDone, driversFailed: run.driversFailed, driversTotal: run.driversTotal, processingErrors: run.processingErrors });
      return (run.calculationId ? restore.set({ calculationId: run.calculationId }) : restore.remove(['calculationId']))
        .where((attr, { eq }) => `${eq(attr.status, 'calculating')} AND ${eq(attr.calculationId, calculationId)}`)
        .go();
    },
  });
  return json(202, { PayRunID: run.PayRunID, calculationId, status: 'calculating' });
});
