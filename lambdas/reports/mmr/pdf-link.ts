import { mmrRecordParams } from '#shared/reports/mmr-api';
import { companyRoute } from '#lambdas/http/route-handler';
import { mmrRecordOf, tractorPdfLink } from './month-files.ts';

/** One tractor's MMR PDF (spec generateMMRPDFFunction) behind a 15-minute link; "MMR record not found" when the month has no record of it. */
export const handler = companyRoute({ params: mmrRecordParams }, async ({ caller, params }) =>
  tractorPdfLink(caller.companyId, await mmrRecordOf(caller.companyId, params.month, params.VehicleID)));
