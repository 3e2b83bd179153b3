import { randomUUID } from 'node:crypto';
import { payRunParams } from '#shared/payroll-api/common';
import { isRunBusy } from '#shared/payroll-api/pay-runs';
import { payRunEntity } from '#lambdas/data/entities/pay-run';
import { ConflictError } from '#lambdas/http/errors';
import { json } from '#lambdas/http/respond';
import { companyRoute } from '#lambdas/http/route-handler';
import { loadRun } from '#lambdas/payroll/calculation/run-context';
import { STATEMENT_REMOVAL } from '#lambdas/workflows/statement-removal/definition';
import { startAfterChange } from '#lambdas/workflows/start-workflow';

/**
 * Spec /removeStatementData: the run's statement rows and everything calculated from them go, in the
 * statement-removal workflow (a run's rows are too many for one request). The run is `removing` until
 * the workflow makes it a draft again; the answer says where to follow it.
 */
export const handler = companyRoute({ params: payRunParams }, async ({ caller, params }) => {
  const { companyId } = caller;
  const run = await loadRun(companyId, params.id);
  if (isRunBusy(run.status)) throw new ConflictError(`The pay run is ${run.status}; wait until it finishes.`);
  try {
    await payRunEntity().patch({ companyId, PayRunID: run.PayRunID }).set({ status: 'removing' }).where(({ status }, { eq }) => eq(status, run.status)).go();
  } catch (error) {
    if ((error as { cause?: { name?: string } }).cause?.name === 'ConditionalCheckFailedException') throw new ConflictError('The pay run changed meanwhile; try again.');
    throw error;
  }
  const input = { companyId, PayRunID: run.PayRunID, removedBy: caller.displayName, removedByUid: caller.userId, ...(run.importBatchId ? { importBatchId: run.importBatchId } : {}) };
  await startAfterChange(STATEMENT_REMOVAL, input, randomUUID(), {
    what: 'the statement removal',
    undo: () => payRunEntity().patch({ companyId, PayRunID: run.PayRunID }).set({ status: run.status }).where(({ status }, { eq }) => eq(status, 'removing')).go(),
  });
  const poll = `/payruns/${encodeURIComponent(run.PayRunID)}`;
  const answer = json(202, { PayRunID: run.PayRunID, status: 'removing', poll });
  return { ...answer, headers: { ...answer.headers, location: poll } };
});
