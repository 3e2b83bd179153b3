import { BACKED_UP_TABLES, payTableBody, payTableParams } from '#shared/payroll-api/tools';
import { companyRoute } from '#lambdas/http/route-handler';
import { backupTable, replaceTable, validRows } from './pay-tables.ts';

/** Replaces one pay table; spot tables are backed up automatically first. */
export const handler = companyRoute({ params: payTableParams, body: payTableBody }, async ({ caller, params, body }) => {
  const rows = validRows(params.table, body.rows);
  const backup = BACKED_UP_TABLES.includes(params.table)
    ? await backupTable(caller, params.table, { backupType: 'automatic', reason: body.reason ?? 'Bulk import operation', changeCount: rows.length })
    : undefined;
  await replaceTable(caller.companyId, params.table, rows);
  return { table: params.table, recordCount: rows.length, ...(backup ? { backup } : {}) };
});
