import type { RouteDef } from '#lambdas/route-types';

const PAYROLL = 2;
const DRIVER = 8;
const READ = { table: 'read' } as const;
const READ_WRITE = { table: 'readWrite' } as const;
/** Whole pay tables travel as JSON (up to 20,000 rows); a pasted spot CSV up to 5 MB. Both under Lambda's 6 MB. */
const LARGE_TABLE_BODY = 4 * 1024 * 1024;
const SPOT_IMPORT_BODY = 5_500_000;

/** Pay runs, pay documents and the payroll tools (spec part 2 §2, §7). Payroll is role ≤ 2; drivers reach only their own pay. */
export const payrollRoutes: RouteDef[] = [
  {
    method: 'GET', path: '/payruns', handler: 'payroll/runs/list-pay-runs', minRole: PAYROLL, scope: 'company',
    summary: 'Pay-run tree: the 52 newest runs by pay date, each with Summary and Driver Reports', replaces: 'payrollRunData (list)', access: READ,
  },
  {
    method: 'POST', path: '/payruns', handler: 'payroll/runs/create-pay-run', minRole: PAYROLL, scope: 'company',
    summary: 'Create a draft pay run from a week ending (period and pay date per spec §9)', replaces: 'payrollRunData (add)', access: READ_WRITE,
  },
  {
    method: 'GET', path: '/payruns/{id}', handler: 'payroll/runs/get-pay-run', minRole: PAYROLL, scope: 'company',
    summary: 'One pay run with calculation progress (drivers done of total) and per-driver failures', replaces: 'payrollRunData (get)', access: READ,
  },
  {
    method: 'POST', path: '/payruns/{id}/calculations', handler: 'payroll/runs/start-calculation', minRole: PAYROLL, scope: 'company',
    summary: 'Start the pay-run calculation workflow (manual payouts are kept)', replaces: 'automatic recalculation',
    access: { table: 'readWrite', workflows: ['pay-run-calculation'] },
  },
  {
    method: 'GET', path: '/payruns/{id}/scenario', handler: 'payroll/runs/get-scenario', minRole: PAYROLL, scope: 'company',
    summary: "The run's pay-engine input as a what-if scenario file", access: READ,
  },
  {
    method: 'GET', path: '/payruns/{id}/paydocs', handler: 'payroll/paydocs/list-pay-docs', minRole: PAYROLL, scope: 'company',
    summary: "The run's pay documents with totals (driver view)", replaces: 'payrollDocs (list)', access: READ,
  },
  {
    method: 'GET', path: '/payruns/{id}/paydocs/{driverId}', handler: 'payroll/paydocs/get-pay-doc', minRole: DRIVER, scope: 'own', owner: 'driver',
    summary: 'A pay document with trip payouts (explained), trip and fuel logs; a driver only his own',
    replaces: 'POST /fetchPayrollDocByDriverId, /fetchPayrollDocByPayDocID', access: READ,
  },
  {
    method: 'GET', path: '/payruns/{id}/vehicles', handler: 'payroll/tools/list-vehicles', minRole: PAYROLL, scope: 'company',
    summary: "The run's vehicle summaries (vehicle view)", replaces: 'PayrollVehicleSummaryDoc (list)', access: READ,
  },
  {
    method: 'GET', path: '/payruns/{id}/vehicles/{vehicleId}', handler: 'payroll/tools/get-vehicle', minRole: PAYROLL, scope: 'company',
    summary: "One vehicle of a run: summary, trip logs, fuel logs, payouts",
    replaces: 'POST /fetchPayrunVehicleDataByVehicleId, /fetchPayrunTripDataByVehicleId, /fetchPayrunFuelDataByVehicleId', access: READ,
  },
  {
    method: 'PUT', path: '/payruns/{id}/payouts/{driverId}/{tripNumber}', handler: 'payroll/tools/edit-payout', minRole: PAYROLL, scope: 'company',
    summary: 'Set a trip payout by hand (version lock, audit entry); the pay document is recomputed', replaces: 'POST /updateDriverPayDoc', access: READ_WRITE,
  },
  {
    method: 'GET', path: '/payruns/{id}/payout-audit', handler: 'payroll/tools/list-payout-audit', minRole: PAYROLL, scope: 'company',
    summary: 'Manual payout changes of a run: who, when, before and after', access: READ,
  },
  {
    method: 'POST', path: '/payruns/{id}/what-if', handler: 'payroll/tools/what-if', minRole: PAYROLL, scope: 'company',
    summary: 'Run the engine on the run with edited rules: per-driver difference, nothing saved', access: READ,
    bodyLimitBytes: LARGE_TABLE_BODY,
  },
  {
    method: 'GET', path: '/statement-periods', handler: 'payroll/tools/statement-periods', minRole: PAYROLL, scope: 'company',
    summary: 'The 13 statement periods before a week ending, with what choosing one resets', access: { table: 'read' },
  },
  {
    method: 'GET', path: '/bonus-buttons', handler: 'payroll/tools/list-bonus-buttons', minRole: PAYROLL, scope: 'company',
    summary: 'Bonus buttons / payout rules, by label', replaces: 'BonusButtons (list)', access: READ,
  },
  {
    method: 'POST', path: '/bonus-buttons', handler: 'payroll/tools/create-bonus-button', minRole: PAYROLL, scope: 'company',
    summary: 'Add a bonus button (normalised, calculation methods)', replaces: 'BonusButtons (add)', access: READ_WRITE,
  },
  {
    method: 'PUT', path: '/bonus-buttons/{id}', handler: 'payroll/tools/update-bonus-button', minRole: PAYROLL, scope: 'company',
    summary: 'Edit a bonus button (version lock)', replaces: 'BonusButtons (set)', access: READ_WRITE,
  },
  {
    method: 'DELETE', path: '/bonus-buttons/{id}', handler: 'payroll/tools/delete-bonus-button', minRole: PAYROLL, scope: 'company',
    summary: 'Remove a bonus button', replaces: 'BonusButtons (delete)', access: READ_WRITE,
  },
  {
    method: 'GET', path: '/drivers', handler: 'payroll/tools/list-drivers', minRole: PAYROLL, scope: 'company',
    summary: 'Driver lookup with pay settings, tiers and rate tables', replaces: 'driverLookupTable (list)', access: READ,
  },
  {
    method: 'POST', path: '/drivers', handler: 'payroll/tools/create-driver', minRole: PAYROLL, scope: 'company',
    summary: 'Add a driver to the lookup', replaces: 'driverLookupTable (add)', access: READ_WRITE,
  },
  {
    method: 'PUT', path: '/drivers/{driverId}', handler: 'payroll/tools/update-driver', minRole: PAYROLL, scope: 'company',
    summary: "Edit a driver's lookup entry and pay settings (version lock)", replaces: 'driverLookupTable (set)', access: READ_WRITE,
  },
  {
    method: 'GET', path: '/tractors', handler: 'payroll/tools/list-tractors', minRole: 4, scope: 'company',
    summary: 'Tractor lookup (6-character VehicleIDs)', replaces: 'tractorLookupTable (list)', access: READ,
  },
  {
    method: 'POST', path: '/tractors', handler: 'payroll/tools/create-tractor', minRole: PAYROLL, scope: 'company',
    summary: 'Add a tractor to the lookup', replaces: 'tractorLookupTable (add)', access: READ_WRITE,
  },
  {
    method: 'PUT', path: '/tractors/{vehicleId}', handler: 'payroll/tools/update-tractor', minRole: PAYROLL, scope: 'company',
    summary: "Edit a tractor's lookup entry", replaces: 'tractorLookupTable (set)', access: READ_WRITE,
  },
  {
    method: 'GET', path: '/domiciles', handler: 'payroll/tools/list-domiciles', minRole: 4, scope: 'company',
    summary: "The company's domiciles", replaces: 'domicileData (list)', access: READ,
  },
  {
    method: 'PUT', path: '/domiciles/{id}', handler: 'payroll/tools/put-domicile', minRole: PAYROLL, scope: 'company',
    summary: 'Add or edit a domicile by code', replaces: 'domicileData (set)', access: READ_WRITE,
  },
  {
    method: 'DELETE', path: '/domiciles/{id}', handler: 'payroll/tools/delete-domicile', minRole: PAYROLL, scope: 'company',
    summary: 'Remove a domicile', replaces: 'domicileData (delete)', access: READ_WRITE,
  },
  {
    method: 'GET', path: '/pay-tables', handler: 'payroll/tools/get-pay-tables', minRole: PAYROLL, scope: 'company',
    summary: 'Company pay tables (rate, leg, D&H, spot payouts, spot tiers) and payroll settings', replaces: 'company profile + spotRateConfig/spotPayouts', access: READ,
  },
  {
    method: 'PUT', path: '/pay-tables/{table}', handler: 'payroll/tools/put-pay-table', minRole: PAYROLL, scope: 'company',
    summary: 'Replace one pay table (spot tables are backed up first)', replaces: 'updateCompanyProfile (tables)',
    access: { table: 'readWrite', uploads: 'readWrite' },
    bodyLimitBytes: LARGE_TABLE_BODY,
  },
  {
    method: 'PUT', path: '/pay-settings', handler: 'payroll/tools/put-pay-settings', minRole: PAYROLL, scope: 'company',
    summary: 'Payroll settings: fuel multipliers, spot defaults, AFP vendors, export columns', replaces: 'updateCompanyProfile (payroll fields)', access: READ_WRITE,
  },
  {
    method: 'PUT', path: '/pay-settings/per-diem-plan', handler: 'payroll/tools/put-per-diem-plan', minRole: PAYROLL, scope: 'company',
    summary: 'The per diem plan (share or advance) that decides what drivers are paid; version-locked', access: READ_WRITE,
  },
  {
    method: 'POST', path: '/pay-tables/spot-payouts/imports', handler: 'payroll/tools/import-spot-payouts', minRole: PAYROLL, scope: 'company',
    summary: 'Spot payout table bulk import (merge by spotName or replace), backed up first', replaces: 'spot payout bulk import',
    access: { table: 'readWrite', uploads: 'readWrite' },
    bodyLimitBytes: SPOT_IMPORT_BODY,
  },
  {
    method: 'GET', path: '/pay-tables/backups', handler: 'payroll/tools/list-backups', minRole: PAYROLL, scope: 'company',
    summary: 'Spot table backups, newest first', replaces: 'SpotRateTableBackups (list)', access: READ,
  },
  {
    method: 'POST', path: '/pay-tables/backups', handler: 'payroll/tools/create-backup', minRole: PAYROLL, scope: 'company',
    summary: 'Back up a spot table now', replaces: 'SpotRateTableBackups (add)', access: { table: 'readWrite', uploads: 'readWrite' },
  },
  {
    method: 'POST', path: '/pay-tables/backups/{backupId}/restore', handler: 'payroll/tools/restore-backup', minRole: PAYROLL, scope: 'company',
    summary: 'Restore a spot table from a backup (the current table is backed up first)', access: { table: 'readWrite', uploads: 'readWrite' },
  },
  {
    method: 'GET', path: '/payruns/{id}/paydocs/{driverId}/pdf', handler: 'payroll/paydocs/get-pay-doc-pdf', minRole: DRIVER, scope: 'own', owner: 'driver',
    summary: 'The pay document as a PDF made on the server ({name}-{driverId}.pdf); a driver only his own',
    replaces: 'POST /html2pdf?url=...driver-paydoc', access: READ,
  },
  {
    method: 'POST', path: '/payruns/{id}/paydocs/{driverId}/link', handler: 'payroll/paydocs/create-pay-doc-link', minRole: DRIVER, scope: 'own', owner: 'driver',
    summary: 'A signed link to the pay document PDF that expires in 15 minutes (replaces the open docId link)',
    replaces: 'driver-paydoc?docId={payDocId}-{companyId}', access: { table: 'read', uploads: 'readWrite' },
  },
  {
    method: 'GET', path: '/me/paydocs', handler: 'payroll/paydocs/my-pay-history', minRole: DRIVER, scope: 'own', owner: 'caller',
    summary: "The caller's own pay history: last 12 pay documents", replaces: 'payrollDocs (filter DriverID, newest first)', access: READ,
  },
  {
    method: 'GET', path: '/payruns/{id}/report', handler: 'payroll/reports/get-run-report', minRole: PAYROLL, scope: 'company',
    summary: 'Run summary (/payroll-reports): totals per driver, per vehicle and for the run', access: READ,
  },
  {
    method: 'GET', path: '/payruns/{id}/driver-reports', handler: 'payroll/reports/get-driver-reports', minRole: PAYROLL, scope: 'company',
    summary: 'Driver reports (/payroll-data) with the missing-run flags', access: READ,
  },
  {
    method: 'PUT', path: '/payruns/{id}/missing-runs/{tripNumber}', handler: 'payroll/reports/resolve-missing-run', minRole: PAYROLL, scope: 'company',
    summary: 'Resolve (or reopen) a missing-run flag', replaces: 'MissingRunFlags (resolve and save)', access: READ_WRITE,
  },
  {
    method: 'GET', path: '/payruns/{id}/exports/pay-run.csv', handler: 'payroll/exports/pay-run-csv', minRole: PAYROLL, scope: 'company',
    summary: 'Pay-run CSV: one line per driver', replaces: 'POST /onRequestPayRunCsvExportData', access: READ,
  },
  {
    method: 'GET', path: '/payruns/{id}/exports/pay-card.csv', handler: 'payroll/exports/pay-card-file', minRole: PAYROLL, scope: 'company',
    summary: 'Pay-card load file', replaces: 'POST /onRequestPayCardUploadFile', access: READ,
  },
  {
    method: 'GET', path: '/payruns/{id}/exports/custom', handler: 'payroll/exports/custom-columns', minRole: PAYROLL, scope: 'company',
    summary: 'Custom payroll columns (company payrollExportOptions), one row per driver', replaces: 'POST /exportCustomPayrollColumns', access: READ,
  },
];
