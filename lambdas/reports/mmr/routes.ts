import type { RouteDef } from '#lambdas/route-types';

/** The report menu's mmr-report entry is for maintenance managers and above (spec part 2 §2). */
const MMR_ROLE = 4;
/** Settlement adjustments are payroll's (the /settlement-adjustments routes' role). */
const PAYROLL_ROLE = 2;
const FILES = { table: 'read', uploads: 'readWrite' } as const;

/** The monthly maintenance report per tractor, its PDFs, batch and zip, and the /MMR-Template link (spec MMRRecords, MMRReports, generateMMRPDFFunction, …BatchFunction, exportMMRtoZip). */
export const mmrRoutes: RouteDef[] = [
  {
    method: 'GET', path: '/mmr/{month}', handler: 'reports/mmr/get-month', minRole: MMR_ROLE, scope: 'company',
    summary: "A month's MMR: each active tractor's services, costs, PM status, odometer and miles, with totals", replaces: 'MMRRecords (filter Month)', access: { table: 'read' },
  },
  {
    method: 'POST', path: '/mmr/{month}/records', handler: 'reports/mmr/build-month', minRole: MMR_ROLE, scope: 'company',
    summary: "Build (or rebuild) every active tractor's MMR record of a month that has begun", replaces: 'MMRReports', access: { table: 'readWrite' },
  },
  {
    method: 'GET', path: '/mmr/{month}/{VehicleID}/pdf', handler: 'reports/mmr/pdf-link', minRole: MMR_ROLE, scope: 'company',
    summary: "One tractor's MMR PDF behind a 15-minute link (/MMR-Template); 'MMR record not found' without a record", replaces: 'generateMMRPDFFunction', access: FILES,
  },
  {
    method: 'POST', path: '/mmr/{month}/batch', handler: 'reports/mmr/batch', minRole: MMR_ROLE, scope: 'company',
    summary: "Render every tractor's MMR PDF of a built month", replaces: 'generateMMRPDFBatchFunction', access: { table: 'readWrite', uploads: 'readWrite' },
  },
  {
    method: 'POST', path: '/mmr/{month}/zip', handler: 'reports/mmr/zip-link', minRole: MMR_ROLE, scope: 'company',
    summary: "The month's zip of one MMR PDF per tractor, '{company}-{month}-MMR.zip', behind a 15-minute link", replaces: 'exportMMRtoZip', access: { table: 'readWrite', uploads: 'readWrite' },
  },
  {
    method: 'POST', path: '/adjustment-template/{driverId}', handler: 'reports/mmr/adjustment-template', minRole: PAYROLL_ROLE, scope: 'company',
    summary: "A driver's settlement adjustments, what each pay run applied and what remains, as a PDF behind a 15-minute link (/Adjustment-Template)", access: FILES,
  },
];
