import { COMPANY_ID_NOT_FOUND } from '#shared/imports/import-types';
import type { RouteDef } from '#lambdas/route-types';

/** Statement import (spec part 2 §7 /insertPayrunFile, /removeStatementData) and the import history. */
export const importRoutes: RouteDef[] = [
  {
    method: 'POST', path: '/statement-uploads', handler: 'imports/create-statement-upload', minRole: 2, scope: 'company',
    summary: 'Presigned upload of a settlement statement (CSV or XLSX, 10 MB)', replaces: 'storage upload', access: { table: 'read', uploads: 'readWrite' },
  },
  {
    method: 'POST', path: '/payruns/{id}/statement-imports', handler: 'imports/start-statement-import', minRole: 2, scope: 'company',
    summary: 'Import an uploaded statement into a pay run (workflow: validate, write, record)', replaces: 'POST /insertPayrunFile',
    access: { table: 'readWrite', workflows: ['statement-import'] },
  },
  {
    method: 'DELETE', path: '/payruns/{id}/statement', handler: 'imports/remove-statement-data', minRole: 2, scope: 'company',
    summary: "Remove a run's statement data and everything calculated from it (workflow; 202, poll the run)", replaces: 'POST /removeStatementData',
    access: { table: 'readWrite', workflows: ['statement-removal'] },
  },
  {
    method: 'GET', path: '/imports', handler: 'imports/list-imports', minRole: 4, scope: 'company', noCompanyMessage: COMPANY_ID_NOT_FOUND,
    summary: 'Import history of the types the caller may import, newest first (at most 1,000; filters type, status, from, to) with its stats', replaces: 'GET /fetchRecentPayrunFiles, importHistory (list)', access: { table: 'read' },
  },
  {
    method: 'GET', path: '/imports/{importBatchId}', handler: 'imports/get-import', minRole: 4, scope: 'company', noCompanyMessage: COMPANY_ID_NOT_FOUND,
    summary: 'One import: status, stats, progress, row errors (row, column, reason) and the dry run\'s preview', replaces: 'importHistory (get)', access: { table: 'read', uploads: 'read' },
  },
];
