import type { AccessPattern } from './access-patterns.ts';

/** Imports (the history and each batch's ledger) and what the import types bring that no screen wrote before. */
export const IMPORT_ACCESS_PATTERNS: readonly AccessPattern[] = [
  { entity: 'importChunk', readers: 'import write (one chunk: get, put), rollback and its check, export (the batch\'s chunks)', pk: ['companyId', 'importBatchId'], sk: ['chunk', 'part'], indexes: [], volumePerYear: '~1,000 (100 imports × ~10 chunks of 500 rows), removed with their history entry', grows: true },
  { entity: 'ivmrApproval', readers: 'IVMR report and approvals of a week (one partition), IVMR import', pk: ['companyId', 'WeekEnding'], sk: ['VehicleID'], indexes: [], volumePerYear: '10,400 (200 tractors × 52 weeks)', grows: true },
  { entity: 'tractorExpenseRule', readers: 'profitability (whole list), expense rules import', pk: ['companyId'], sk: ['VehicleID', 'expenseName'], indexes: [], volumePerYear: '~1,000 (≈5 rules a tractor, replaced not added)', grows: false },
];
