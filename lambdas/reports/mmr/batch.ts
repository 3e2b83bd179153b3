import { mmrMonthParams, type MmrBatchView } from '#shared/reports/mmr-api';
import { companyRoute } from '#lambdas/http/route-handler';
import { storeMonthPdfs } from './month-files.ts';

/** Renders every PDF of a built month into the bucket (spec generateMMRPDFBatchFunction). */
export const handler = companyRoute({ params: mmrMonthParams }, async ({ caller, params }): Promise<MmrBatchView> => {
  const { pdfCount, renderedOn } = await storeMonthPdfs(caller.companyId, params.month);
  return { month: params.month, pdfCount, renderedOn };
});
