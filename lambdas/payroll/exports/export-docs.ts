import type { ExportDoc } from '#shared/payroll-exports/pay-run-exports';
import { payDocPlanOf } from '#shared/payroll/per-diem-plan';
import { companyEntity } from '#lambdas/data/entities/company';
import { payDocEntity } from '#lambdas/data/entities/pay-doc';
import { ConflictError } from '#lambdas/http/errors';
import { file } from '#lambdas/http/respond';
import { loadRun } from '#lambdas/payroll/calculation/run-context';

/** A processed run's pay documents in DriverID order; exports of an unprocessed run would be wrong, so 409. */
export async function exportDocs(companyId: string, PayRunID: string): Promise<ExportDoc[]> {
  const run = await loadRun(companyId, PayRunID);
  if (!run.isProcessed || run.status !== 'processed') throw new ConflictError('Calculate the pay run before exporting it.');
  const [{ data }, { data: company }] = await Promise.all([
    payDocEntity().query.byRun({ companyId, PayRunID: run.PayRunID }).go({ pages: 'all' }),
    companyEntity().get({ companyId }).go({ attributes: ['perDiemPlan'] }),
  ]);
  return data.sort((a, b) => a.DriverID.localeCompare(b.DriverID)).map((d) => ({
    ...d, FirstName: d.FirstName ?? '', LastName: d.LastName ?? '', compModel: d.compModel as ExportDoc['compModel'], perDiemPlan: payDocPlanOf(d, company),
  }));
}

export function csvFile(fileName: string, body: string) {
  return file('text/csv; charset=utf-8', fileName, body);
}
