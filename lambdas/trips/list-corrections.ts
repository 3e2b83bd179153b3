import { payRunParams } from '#shared/payroll-api/common';
import type { CorrectionAuditView } from '#shared/trips/api';
import { payrollCorrectionEntity } from '#lambdas/data/entities/payroll-correction';
import { companyRoute } from '#lambdas/http/route-handler';
import { loadRun } from '#lambdas/payroll/calculation/run-context';

/** A run's payroll corrections, newest first; 404 for a run that does not exist. */
export const handler = companyRoute({ params: payRunParams }, async ({ caller, params }) => {
  const [, { data }] = await Promise.all([
    loadRun(caller.companyId, params.id),
    payrollCorrectionEntity().query.byRun({ companyId: caller.companyId, PayRunID: params.id }).go({ pages: 'all', order: 'desc' }),
  ]);
  const entries: CorrectionAuditView[] = data.map((a) => ({
    auditId: a.auditId, kind: a.kind, subject: a.subject, changedBy: a.changedBy, changedAt: a.changedAt, before: a.before, after: a.after,
    recalculatedDrivers: a.recalculatedDrivers ?? [], ...(a.note ? { note: a.note } : {}),
  }));
  return { entries };
});
