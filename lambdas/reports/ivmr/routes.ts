import type { RouteDef } from '#lambdas/route-types';

/** Report menu: IVMR is for dispatch and above (shared/access/report-menu.ts ivmr-report, minRole 3). */
const DISPATCH = 3;
const READ = { table: 'read' } as const;

/** IVMR weeks, approvals, saved reports, week zips and the /IVMR-Template link (spec part 2 §3 ivmrApprovals, IVMRReports; §4; §7 exportIVMRtoZip; fleet-rules IVMR). */
export const ivmrRoutes: RouteDef[] = [
  {
    method: 'GET', path: '/ivmr/weeks/{weekEnding}', handler: 'reports/ivmr/get-week', minRole: DISPATCH, scope: 'company',
    summary: "Every active tractor's IVMR week: its approval record, or rows computed now from positions; status, exceptions, drivers",
    replaces: 'ivmrApprovals (filter WeekEnding)', access: READ,
  },
  {
    method: 'POST', path: '/ivmr/weeks/{weekEnding}/records', handler: 'reports/ivmr/create-records', minRole: DISPATCH, scope: 'company',
    summary: "Create the week's approval records from positions (Approved false, creating flag while written); drafts recomputed, approved weeks kept",
    access: { table: 'readWrite' },
  },
  {
    method: 'POST', path: '/ivmr/weeks/{weekEnding}/{VehicleID}/approve', handler: 'reports/ivmr/approve', minRole: DISPATCH, scope: 'company',
    summary: "Approve a tractor's week: save its PDF, CSV and XLSX (IVMRReports) and set Approved true with reportId",
    access: { table: 'readWrite', uploads: 'readWrite' },
  },
  {
    method: 'POST', path: '/ivmr/weeks/{weekEnding}/{VehicleID}/template-link', handler: 'reports/ivmr/template-link', minRole: DISPATCH, scope: 'company',
    summary: "A tractor-week's printable IVMR as a PDF behind a signed link that expires in 15 minutes (/IVMR-Template)",
    access: { table: 'read', uploads: 'readWrite' },
  },
  {
    method: 'GET', path: '/ivmr/quarter-miles', handler: 'reports/ivmr/quarter-miles', minRole: DISPATCH, scope: 'company',
    summary: "Per tractor, a quarter's miles inside the IVMR windows and outside every one (the Sundays), from the daily state mileage IFTA reads: the two add up to its IFTA miles",
    access: READ,
  },
  {
    method: 'GET', path: '/ivmr/reports/{reportId}/download', handler: 'reports/ivmr/download', minRole: DISPATCH, scope: 'company',
    summary: "An approved week's saved file (format pdf, csv or xlsx) as a signed link that expires in 15 minutes",
    replaces: 'IVMRReports (url, filename)', access: { table: 'read', uploads: 'read' },
  },
  {
    method: 'POST', path: '/ivmr/zips', handler: 'reports/ivmr/create-zip', minRole: DISPATCH, scope: 'company',
    summary: "A zip of every approved week's files ending in a date range (at most 13 weeks), named after the company and dates, as a 15-minute link",
    replaces: 'POST /exportIVMRtoZip', access: { table: 'read', uploads: 'readWrite' },
  },
];
