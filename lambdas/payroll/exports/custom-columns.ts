import { payRunParams } from '#shared/payroll-api/common';
import { customColumns, type CustomColumn } from '#shared/payroll-exports/pay-run-exports';
import { companyEntity } from '#lambdas/data/entities/company';
import { companyRoute } from '#lambdas/http/route-handler';
import { exportDocs } from './export-docs.ts';

/** Custom payroll columns of the company's payrollExportOptions, one row per driver (spec /exportCustomPayrollColumns). */
export const handler = companyRoute({ params: payRunParams }, async ({ caller, params }) => {
  const [{ data: company }, docs] = await Promise.all([companyEntity().get({ companyId: caller.companyId }).go(), exportDocs(caller.companyId, params.id)]);
  const columns = ((company?.payrollExportOptions as { columns?: CustomColumn[] } | undefined)?.columns ?? []);
  return { columns, rows: columns.length === 0 ? [] : customColumns(docs, columns) };
});
