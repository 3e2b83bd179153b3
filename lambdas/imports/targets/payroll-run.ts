import { isRunBusy } from '#shared/payroll-api/pay-runs';
import type { PayRunItem } from '#lambdas/data/entities/pay-run';
import { payRunEntity } from '#lambdas/data/entities/pay-run';
import { ConflictError, ValidationError } from '#lambdas/http/errors';
import { loadRun } from '#lambdas/payroll/calculation/run-context';

/** Why the run cannot take a statement now (the texts of POST /payruns/{id}/statement-imports), or undefined. */
export function runRefusal(run: Pick<PayRunItem, 'status' | 'DriverList'>): string | undefined {
  if (isRunBusy(run.status)) return `The pay run is ${run.status}; wait until it finishes.`;
  if ((run.DriverList ?? []).length > 0) return 'This pay run already has a statement; remove its statement data first.';
  return undefined;
}

/**
 * For the start of a payroll import: the pay run named by PayRunID (400 without it), the caller's
 * company's (404 otherwise), free and without a statement (409 with the reason).
 */
export async function assertRunTakesStatement(companyId: string, PayRunID: string | undefined): Promise<PayRunItem> {
  if (!PayRunID) throw new ValidationError('Invalid body: PayRunID', { PayRunID: 'Pay run is required: choose the pay run the statement goes into.' });
  const run = await loadRun(companyId, PayRunID);
  const refusal = runRefusal(run);
  if (refusal) throw new ConflictError(refusal);
  return run;
}

/** The run as stored now, or undefined (another company's run is not found either). */
export async function storedRun(companyId: string, PayRunID: string): Promise<PayRunItem | undefined> {
  const { data } = await payRunEntity().get({ companyId, PayRunID }).go();
  return data ?? undefined;
}

/** A rollback would put the run back while a calculation or removal works on it: refused until it ends. */
export async function payrollRollbackRefusal(companyId: string, PayRunID: string): Promise<string | undefined> {
  const run = await storedRun(companyId, PayRunID);
  if (run && isRunBusy(run.status)) return `The pay run is ${run.status}; wait until it finishes before rolling its statement back.`;
  return undefined;
}
