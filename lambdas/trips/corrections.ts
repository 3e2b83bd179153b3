import { randomUUID } from 'node:crypto';
import { isRunBusy } from '#shared/payroll-api/pay-runs';
import type { CorrectionKind } from '#shared/trips/api';
import { payrollCorrectionEntity } from '#lambdas/data/entities/payroll-correction';
import type { PayRunItem } from '#lambdas/data/entities/pay-run';
import { ConflictError } from '#lambdas/http/errors';
import type { CompanyCaller } from '#lambdas/http/route-handler';
import { repayDriver } from '#lambdas/payroll/calculation/repay-driver';
import { loadRun } from '#lambdas/payroll/calculation/run-context';

/** The run of a correction: it must exist in the caller's company (404) and not be busy (409). */
export async function runToCorrect(companyId: string, PayRunID: string): Promise<PayRunItem> {
  const run = await loadRun(companyId, PayRunID);
  if (isRunBusy(run.status)) throw new ConflictError(`The pay run is ${run.status}; wait until it finishes.`);
  return run;
}

interface Correction {
  kind: CorrectionKind;
  subject: string;
  before: Record<string, unknown>;
  after: Record<string, unknown>;
  note?: string | undefined;
  /** Drivers whose pay documents the correction changes; each is recalculated through the edit path. */
  drivers: readonly string[];
}

/** Audits a correction, then recalculates the drivers it touches (only a processed run has pay documents to change). */
export async function auditAndRepay(caller: CompanyCaller, run: PayRunItem, correction: Correction): Promise<string[]> {
  const changedAt = new Date().toISOString();
  const drivers = [...new Set(correction.drivers.filter(Boolean))];
  const recalculated = run.isProcessed ? drivers : [];
  await payrollCorrectionEntity()
    .create({
      companyId: caller.companyId,
      PayRunID: run.PayRunID,
      auditId: `${changedAt}_${randomUUID()}`,
      kind: correction.kind,
      subject: correction.subject,
      changedByUid: caller.userId,
      changedBy: caller.displayName,
      changedAt,
      before: JSON.stringify(correction.before),
      after: JSON.stringify(correction.after),
      recalculatedDrivers: recalculated,
      ...(correction.note ? { note: correction.note } : {}),
    })
    .go();
  for (const DriverID of recalculated) await repayDriver(caller.companyId, run.PayRunID, DriverID);
  return recalculated;
}
