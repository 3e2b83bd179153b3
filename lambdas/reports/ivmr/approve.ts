import { approveBody, REASON_REQUIRED, tractorWeekParams } from '#shared/reports/ivmr-api';
import { companyRoute } from '#lambdas/http/route-handler';
import { ConflictError, NotFoundError, ValidationError } from '#lambdas/http/errors';
import { companyEntity } from '#lambdas/data/entities/company';
import { ivmrApprovalEntity } from '#lambdas/data/entities/ivmr-approval';
import { ivmrReportEntity } from '#lambdas/data/entities/ivmr-report';
import { tractorEntity } from '#lambdas/data/entities/tractor';
import { newReportId, saveIvmrReport } from './report-store.ts';
import { storedWeek } from './week-data.ts';

/**
 * Spec §4: a week becomes Approved true once its report is saved and linked through reportId. The files
 * and the IVMRReports item are written first; the approval is then set only if the record is still a
 * finished draft, so two approvals at once leave one report linked and answer the other 409. A week with
 * exceptions (uncovered days among them) needs a written reason, checked before anything is written.
 */
export const handler = companyRoute({ params: tractorWeekParams, body: approveBody }, async ({ caller, params, body }) => {
  const { companyId } = caller;
  const { weekEnding: WeekEnding, VehicleID } = params;
  const key = { companyId, WeekEnding, VehicleID };
  const [{ data: record }, { data: company }, { data: tractor }] = await Promise.all([
    ivmrApprovalEntity().get(key).go(), companyEntity().get({ companyId }).go(), tractorEntity().get({ companyId, VehicleID }).go(),
  ]);
  if (!record) throw new NotFoundError(`Tractor ${VehicleID} has no IVMR record for the week ending ${WeekEnding}: create the week's records first.`);
  if (record.Approved) throw new ConflictError(`Tractor ${VehicleID} week ending ${WeekEnding} is already approved.`);
  if (record.creating) throw new ConflictError(`The records of the week ending ${WeekEnding} are still being created. Try again in a moment.`);
  const approvalReason = body.reason ?? '';
  if ((record.exceptionCount ?? record.exceptions?.length ?? 0) > 0 && !approvalReason) throw new ValidationError(REASON_REQUIRED, { reason: REASON_REQUIRED });
  const approvedAt = new Date().toISOString();
  const approvedBy = caller.displayName || caller.email;
  const reportId = newReportId(WeekEnding, VehicleID);
  const week = { ...storedWeek({ VehicleID, Vin: tractor?.Vin ?? '', Domicile: tractor?.Domicile ?? '' }, record), status: 'approved' as const, reportId, approvedBy, approvedAt, ...(approvalReason ? { approvalReason } : {}) };
  const report = await saveIvmrReport(companyId, company?.companyName ?? '', week);
  try {
    await ivmrApprovalEntity().patch(key).set({ Approved: true, reportId, approvedBy, approvedAt, updatedAt: approvedAt, ...(approvalReason ? { approvalReason } : {}) })
      .where((a, op) => `${op.eq(a.Approved, false)} AND ${op.ne(a.creating, true)}`).go({ response: 'none' });
  } catch (error) {
    await ivmrReportEntity().delete({ companyId, WeekEnding, VehicleID, reportId }).go({ response: 'none' });
    if (/ConditionalCheckFailed|conditional request failed/i.test(String((error as Error)?.message))) throw new ConflictError(`Tractor ${VehicleID} week ending ${WeekEnding} is already approved.`);
    throw error;
  }
  return { reportId, WeekEnding, VehicleID, Approved: true, approvedBy, approvedAt, ...(approvalReason ? { approvalReason } : {}), files: report.files.map(({ kind, filename }) => ({ kind, filename })) };
});
