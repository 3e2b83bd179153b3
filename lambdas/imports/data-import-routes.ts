import { COMPANY_ID_NOT_FOUND } from '#shared/imports/import-types';
import type { RouteDef } from '#lambdas/route-types';

const READ = { table: 'read' } as const;

/**
 * Every import type through one pipeline (spec part 2 §3–§9, §7 the insert calls): presigned upload →
 * dry run (workflow) → confirm (write workflow, chunked) → history → rollback (its own workflow) and
 * export. Routes admit role 4 (maintenance); each import type's own minimum role is checked in the
 * handler (shared/imports/type-defs.ts) and a batch of a type the caller may not use is 404.
 */
export const dataImportRoutes: RouteDef[] = [
  {
    method: 'POST', path: '/import-uploads', handler: 'imports/create-import-upload', minRole: 4, scope: 'company', noCompanyMessage: COMPANY_ID_NOT_FOUND,
    summary: 'Presigned upload of one import file (CSV or XLSX, 50 MB) for an import type', replaces: 'storage upload', access: { table: 'read', uploads: 'readWrite' },
  },
  {
    method: 'POST', path: '/imports', handler: 'imports/start-import', minRole: 4, scope: 'company', noCompanyMessage: COMPANY_ID_NOT_FOUND,
    summary: 'Check an uploaded file (the dry run, a workflow): what it would create and update, and every error by row and column; writes nothing',
    replaces: 'POST /insertMaintFile, /insertDriverFile, /insertVehicleFile, /insertTractorExpenseRuleFile, /insertFlatRatePaymentsFile, /insertTrimbleCsv, /insertPayrunFile',
    access: { table: 'readWrite', uploads: 'read', workflows: ['import-check'] },
  },
  {
    method: 'POST', path: '/imports/{importBatchId}/confirm', handler: 'imports/confirm-import', minRole: 4, scope: 'company', noCompanyMessage: COMPANY_ID_NOT_FOUND,
    summary: 'Write a checked import (workflow, in chunks with its importBatchId); 202, poll the import', replaces: 'importHistory (add)',
    access: { table: 'readWrite', workflows: ['import-write'] },
  },
  {
    method: 'GET', path: '/imports/{importBatchId}/rollback-check', handler: 'imports/check-rollback', minRole: 4, scope: 'company', noCompanyMessage: COMPANY_ID_NOT_FOUND,
    summary: 'What a rollback would warn about: records changed since the import, later imports of the type', replaces: 'importHistory (rollback)', access: READ,
  },
  {
    method: 'POST', path: '/imports/{importBatchId}/rollback', handler: 'imports/start-rollback', minRole: 4, scope: 'company', noCompanyMessage: COMPANY_ID_NOT_FOUND,
    summary: 'Roll an import back (workflow): restores updated records, removes created ones; refused twice', replaces: 'importHistory (rollback)',
    access: { table: 'readWrite', workflows: ['import-rollback'] },
  },
  {
    method: 'GET', path: '/imports/{importBatchId}/export', handler: 'imports/export-import', minRole: 4, scope: 'company', noCompanyMessage: COMPANY_ID_NOT_FOUND,
    summary: 'CSV of what an import wrote (maintenance, payroll, IVMR) behind a 15-minute link', replaces: 'importHistory (export)',
    access: { table: 'read', uploads: 'readWrite' },
  },
];
