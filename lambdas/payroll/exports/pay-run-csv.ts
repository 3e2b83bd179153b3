import { payRunParams } from '#shared/payroll-api/common';
import { payRunCsv } from '#shared/payroll-exports/pay-run-exports';
import { companyRoute } from '#lambdas/http/route-handler';
import { csvFile, exportDocs } from './export-docs.ts';

/** The pay-run CSV (spec /onRequestPayRunCsvExportData). */
export const handler = companyRoute({ params: payRunParams }, async ({ caller, params }) => csvFile(`payrun-${params.id}.csv`, payRunCsv(await exportDocs(caller.companyId, params.id))));
