import { approveBody, REASON_REQUIRED, tractorWeekParams } from '#shared/reports/ivmr-api';
import { companyRoute } from '#lambdas/http/route-handler';
import { ConflictError, NotFoundError, ValidationError } from '#lambdas/http/errors';
import { companyEntity } from '#lambdas/data/entities/company';
import { ivmrApprovalEntity } from '#lambdas/data/entities/ivmr-approval';
import { ivmrReportEntity } from '#lambdas/data/entities/ivmr-report';
import { tractorEntity } from '#lambdas/data/entities/tractor';
import { companyZone } from '#lambdas/data/company-zone';
import { newReportId, saveIvmrReport } from './report-store.ts';
import { currentWeek, driverNames } from './week-data.ts';

/**
 * Spec §4: a week becomes Approved true once its report is saved and linked through reportId. The files
 * and the IVMRReports item are written first; the approval is then set only if the record is still a
 * finished draft, so two approvals at once leave one report linked and answer the other 409. A week with
 * exceptions (uncovered days among them) needs a written reason, checked before anything is written.
 * A draft computed from positions is computed again first, and the figures approved, the drivers' names
 * and the day routes are frozen on the record with the approval, so the archive is what was approved.
 */
export const handler = companyRoute({ params: tractorWeekParams, body: approveBody }, async ({ caller, params, body }) => {
  const { companyId } = caller;
  const { weekEnding: WeekEnding, VehicleID } = params;
  const key = { companyId, WeekEnding, VehicleID };
  const [{ data: record }, { data: company }, { data: tractor }, timeZone, names] = await Promise.all([
    ivmrApprovalEntity().get(key).go(), companyEntity().get({ companyId }).go(), tractorEntity().get({ companyId, VehicleID }).go(), companyZone(companyId), driverNames(companyId),
  ]);
  if (!record) throw new NotFoundError(`Tractor ${VehicleID} has no IVMR record for the week ending ${WeekEnding}: create the week's records first.`);
  if (record.Approved) throw new ConflictError(`Tractor ${VehicleID} week ending ${WeekEnding} is already approved.`);
  if (record.creating) throw new ConflictError(`The records of the week ending ${WeekEnding} are still being created. Try again in a moment.`);
  const now = await currentWeek(companyId, { VehicleID, Vin: tractor?.Vin ?? '', Domicile: tractor?.Domicile ?? '' }, record, WeekEnding, timeZone, names);
  const approvalReason = body.reason ?? '';
  if (now.exceptionCount > 0 && !approvalReason) throw new ValidationError(REASON_REQUIRED, { reason: REASON_REQUIRED });
  const approvedAt = new Date().toISOString();
  const approvedBy = caller.displayName || caller.email;
  const reportId = newReportId(WeekEnding, VehicleID);
  const week = { ...now, status: 'approved' as const, source: 'stored' as const, reportId, approvedBy, approvedAt, ...(approvalReason ? { approvalReason } : {}) };
  const report = await saveIvmrReport(companyId, company?.companyName ?? '', week);
  const frozen = {
    ivmrRows: week.ivmrRows, exceptions: week.exceptions, exceptionCount: week.exceptionCount, drivenBy: week.drivenBy, drivers: week.drivers, routes: week.routes,
    ...(week.OdoStart === null ? {} : { OdoStart: week.OdoStart }), ...(week.OdoStop === null ? {} : { OdoStop: week.OdoStop }),
  };
  const emptyOdometers = [...(week.OdoStart === null ? ['OdoStart' as const] : []), ...(week.OdoStop === null ? ['OdoStop' as const] : [])];
  try {
    const patch = ivmrApprovalEntity().patch(key).set({ Approved: true, reportId, approvedBy, approvedAt, updatedAt: approvedAt, ...frozen, ...(approvalReason ? { approvalReason } : {}) });
    await (emptyOdometers.length ? patch.remove(emptyOdometers) : patch)
      .where((a, op) => `${op.eq(a.Approved, false)} AND ${op.ne(a.creating, true)}`).go({ response: 'none' });
  } catch (error) {
    await ivmrReportEntity().delete({ companyId, WeekEnding, VehicleID, reportId }).go({ response: 'none' });
    if (/ConditionalCheckFailed|conditional request failed/i.test(String((error as Error)?.message))) throw new ConflictError(`Tractor ${VehicleID} week ending ${WeekEnding} is already approved.`);
    throw error;
  }
  return { reportId, WeekEnding, VehicleID, Approved: true, approvedBy, approvedAt, ...(approvalReason ? { approvalReason } : {}), files: report.files.map(({ kind, filename }) => ({ kind, filename })) };
});
