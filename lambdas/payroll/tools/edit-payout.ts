import { randomUUID } from 'node:crypto';
import { payoutEditBody, payoutParams } from '#shared/payroll-api/pay-docs';
import { isRunBusy } from '#shared/payroll-api/pay-runs';
import { payoutAuditEntity } from '#lambdas/data/entities/payout-audit';
import { tripPayoutEntity } from '#lambdas/data/entities/trip-payout';
import { ConflictError, DomainError, NotFoundError } from '#lambdas/http/errors';
import { companyRoute } from '#lambdas/http/route-handler';
import { repayDriver } from '#lambdas/payroll/calculation/repay-driver';
import { isConditionalFailure } from '#lambdas/payroll/conditional';
import { loadRun } from '#lambdas/payroll/calculation/run-context';
import { tripPayoutView } from '#lambdas/payroll/paydocs/pay-doc-view';

/**
 * A manual payout edit: optimistic lock on the record's version, an audit entry (who, when, before,
 * after), then the driver's pay document recomputed so totals and bonuses follow the new figure.
 */
export const handler = companyRoute({ params: payoutParams, body: payoutEditBody }, async ({ caller, params, body }) => {
  const { companyId } = caller;
  const run = await loadRun(companyId, params.id);
  if (isRunBusy(run.status)) throw new ConflictError(`The pay run is ${run.status}; wait until it finishes.`);
  const key = { companyId, PayRunID: run.PayRunID, DriverID: params.driverId, TripNumber: params.tripNumber };
  const payouts = tripPayoutEntity();
  const { data: current } = await payouts.get(key).go();
  if (!current) throw new NotFoundError('Trip payout not found.');
  if (current.RunType !== 'LINEHAUL' && current.RunType !== 'SPOT') {
    throw new DomainError(`Trip ${params.tripNumber} has run type ${current.RunType}, which pays nothing; fix the statement instead.`, 422, { payout: 'Only LINEHAUL and SPOT payouts can be edited.' });
  }
  if (current.version !== body.version) throw new ConflictError();
  const version = (current.version ?? 1) + 1;
  try {
    await payouts.patch(key).set({ payout: body.payout, manual: true, version, payoutRule: 'manual', explanation: `Set by hand to ${body.payout.toFixed(2)} by ${caller.displayName}.` }).where(({ version: v }, { eq }) => eq(v, body.version)).go();
  } catch (error) {
    if (isConditionalFailure(error)) throw new ConflictError();
    throw error;
  }
  const changedAt = new Date().toISOString();
  await payoutAuditEntity()
    .create({
      companyId,
      PayRunID: run.PayRunID,
      auditId: `${changedAt}_${randomUUID()}`,
      DriverID: params.driverId,
      TripNumber: params.tripNumber,
      changedByUid: caller.userId,
      changedBy: caller.displayName,
      changedAt,
      before: { payout: current.payout, manual: current.manual ?? false, version: current.version ?? 1 },
      after: { payout: body.payout, manual: true, version },
      ...(body.note ? { note: body.note } : {}),
    })
    .go();
  await repayDriver(companyId, run.PayRunID, params.driverId);
  const { data: saved } = await payouts.get(key).go();
  return tripPayoutView(saved!);
});
