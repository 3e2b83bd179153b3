import { exportBody } from '#shared/maintenance/api';
import { maintenanceCsv } from '#shared/maintenance/export-csv';
import { maintenanceRecordEntity } from '#lambdas/data/entities/maintenance-record';
import { batchGet } from '#lambdas/data/batch';
import { file } from '#lambdas/http/respond';
import { companyRoute } from '#lambdas/http/route-handler';

/**
 * CSV of the chosen records (spec /onRequestMaintRecordCsvExportData), with a total row that adds up;
 * a voided record costs nothing and is left out.
 */
export const handler = companyRoute({ body: exportBody }, async ({ caller, body }) => {
  const chosen = await batchGet(maintenanceRecordEntity(), body.records.map((r) => ({ companyId: caller.companyId, ...r })));
  const records = chosen.filter((r) => !r.voidedAt);
  records.sort((a, b) => (a.ServiceDate < b.ServiceDate ? 1 : a.ServiceDate > b.ServiceDate ? -1 : a.id.localeCompare(b.id)));
  return file('text/csv; charset=utf-8', 'maintenance-records.csv', maintenanceCsv(records));
});
