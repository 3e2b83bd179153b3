import * as z from 'zod';
import { driverId, payRunParams } from '#shared/payroll-api/common';
import type { PayoutAuditView } from '#shared/payroll-api/pay-docs';
import { payoutAuditEntity } from '#lambdas/data/entities/payout-audit';
import { companyRoute } from '#lambdas/http/route-handler';
import { loadRun } from '#lambdas/payroll/calculation/run-context';

/** Manual payout changes of a run, newest first; optionally one driver's. 404 for a run that does not exist. */
export const handler = companyRoute({ params: payRunParams, query: z.object({ driverId: driverId.optional() }).strict() }, async ({ caller, params, query }) => {
  const [, { data }] = await Promise.all([
    loadRun(caller.companyId, params.id),
    payoutAuditEntity().query.byRun({ companyId: caller.companyId, PayRunID: params.id }).go({ pages: 'all', order: 'desc' }),
  ]);
  const entries: PayoutAuditView[] = data
    .filter((a) => !query.driverId || a.DriverID === query.driverId)
    .map((a) => ({ auditId: a.auditId, PayRunID: a.PayRunID, DriverID: a.DriverID, TripNumber: a.TripNumber, changedByUid: a.changedByUid, changedBy: a.changedBy, changedAt: a.changedAt, before: a.before as PayoutAuditView['before'], after: a.after as PayoutAuditView['after'], ...(a.note ? { note: a.note } : {}) }));
  return { entries };
});
