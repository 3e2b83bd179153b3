import { downloadQuery, reportIdPattern, reportParams, type IvmrLink } from '#shared/reports/ivmr-api';
import { companyRoute } from '#lambdas/http/route-handler';
import { NotFoundError } from '#lambdas/http/errors';
import { ivmrReportEntity } from '#lambdas/data/entities/ivmr-report';
import { presignedGet } from '#lambdas/imports/uploads';

export const LINK_SECONDS = 15 * 60;

/** The reportId names its week and tractor, so the saved report is one get inside the caller's company. */
export const handler = companyRoute({ params: reportParams, query: downloadQuery }, async ({ caller, params, query }) => {
  const [, WeekEnding, VehicleID] = reportIdPattern.exec(params.reportId)!;
  const { data: report } = await ivmrReportEntity().get({ companyId: caller.companyId, WeekEnding: WeekEnding!, VehicleID: VehicleID!, reportId: params.reportId }).go();
  const file = report?.files.find((f) => f.kind === query.format);
  if (!report || !file) throw new NotFoundError('IVMR report not found.');
  const link: IvmrLink = { url: await presignedGet(file.key, LINK_SECONDS, file.filename), expiresAt: new Date(Date.now() + LINK_SECONDS * 1000).toISOString(), fileName: file.filename };
  return link;
});
