import { payRunParams } from '#shared/payroll-api/common';
import { payCardFile } from '#shared/payroll-exports/pay-run-exports';
import { companyRoute } from '#lambdas/http/route-handler';
import { csvFile, exportDocs } from './export-docs.ts';

/** The pay-card load file (spec /onRequestPayCardUploadFile). */
export const handler = companyRoute({ params: payRunParams }, async ({ caller, params }) => csvFile(`paycard-${params.id}.csv`, payCardFile(await exportDocs(caller.companyId, params.id))));
