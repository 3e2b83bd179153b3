import { COMPANY_ID_NOT_FOUND } from '#shared/imports/import-types';
import type { RouteDef } from '#lambdas/route-types';

const SHOP = 4;
/** The phone's Service Manager: any role below 9 (drivers included) on his own domicile's tractors. */
const FLEET = 8;
const READ = { table: 'read', uploads: 'read' } as const;
/** A saved record recomputes reminders, which e-mail the shop when one turns due soon or overdue. */
const SAVE = { table: 'readWrite', uploads: 'read', alerts: true } as const;

/** Maintenance records, search, service programs and reminders, the PM report (spec part 2 §2–§5, §9). */
export const maintenanceRoutes: RouteDef[] = [
  {
    method: 'GET', path: '/maintenance/records', handler: 'maintenance/records/list-records', minRole: SHOP, scope: 'company',
    summary: 'The in-progress, completed or voided maintenance list of a year, newest first', replaces: 'maintRecords (list)', access: READ,
  },
  {
    method: 'POST', path: '/maintenance/records', handler: 'maintenance/records/create-record', minRole: SHOP, scope: 'company',
    summary: 'Save a new maintenance record (id, cost lines, file name rule); reminders and search follow', replaces: 'maintRecords (save)', access: SAVE,
  },
  {
    method: 'PUT', path: '/maintenance/records/{id}', handler: 'maintenance/records/update-record', minRole: SHOP, scope: 'company',
    summary: 'Edit a maintenance record (version lock); reminders and search follow', replaces: 'maintRecords (save)', access: SAVE,
  },
  {
    method: 'POST', path: '/maintenance/records/{id}/void', handler: 'maintenance/records/void-record', minRole: SHOP, scope: 'company',
    summary: 'Void a record entered by mistake (version lock, a reason); it stays for the audit trail and counts nowhere', access: SAVE,
  },
  {
    method: 'POST', path: '/maintenance/records/{id}/invoice', handler: 'maintenance/records/invoice-upload', minRole: SHOP, scope: 'company',
    summary: "Presigned upload of a record's invoice, saved under the file name rule", replaces: '/insertMaintFile', access: { table: 'readWrite', uploads: 'readWrite', alerts: true },
  },
  {
    method: 'POST', path: '/maintenance/records/export', handler: 'maintenance/records/export-records', minRole: SHOP, scope: 'company',
    summary: 'CSV of the chosen maintenance records with totals', replaces: '/onRequestMaintRecordCsvExportData', access: { table: 'read' },
  },
  {
    method: 'POST', path: '/maintenance/search', handler: 'maintenance/search/search-records', minRole: SHOP, scope: 'company', noCompanyMessage: COMPANY_ID_NOT_FOUND,
    summary: 'Search maintenance records (term, status, VINs, domiciles, tractors; cursor)', replaces: 'searchMaintRecords', access: { table: 'read' },
  },
  {
    method: 'GET', path: '/tractors/{vehicleId}/maintenance', handler: 'maintenance/records/tractor-history', minRole: SHOP, scope: 'company',
    summary: "A tractor's maintenance history (10 a page, cursor) and its reminders", replaces: 'maintRecords (by tractor)', access: READ,
  },
  {
    method: 'GET', path: '/maintenance/programs', handler: 'maintenance/programs/list-programs', minRole: SHOP, scope: 'company',
    summary: 'Service programs (PM and others)', access: { table: 'read' },
  },
  {
    method: 'POST', path: '/maintenance/programs', handler: 'maintenance/programs/create-program', minRole: SHOP, scope: 'company',
    summary: 'Add a service program; reminders are recomputed', access: SAVE,
  },
  {
    method: 'PUT', path: '/maintenance/programs/{programId}', handler: 'maintenance/programs/update-program', minRole: SHOP, scope: 'company',
    summary: 'Edit a service program (version lock); reminders are recomputed', access: SAVE,
  },
  {
    method: 'DELETE', path: '/maintenance/programs/{programId}', handler: 'maintenance/programs/delete-program', minRole: SHOP, scope: 'company',
    summary: 'Remove a service program and its reminders', access: SAVE,
  },
  {
    method: 'GET', path: '/maintenance/reminders', handler: 'maintenance/reminders/list-reminders', minRole: SHOP, scope: 'company',
    summary: 'Scheduled Services: every reminder with its state, by domicile (≤ 10) and state', replaces: 'serviceReminders', access: { table: 'read' },
  },
  {
    method: 'POST', path: '/maintenance/reminders/recompute', handler: 'maintenance/reminders/recompute-all', minRole: SHOP, scope: 'company',
    summary: "Recompute every tractor's reminders now", access: SAVE,
  },
  {
    method: 'GET', path: '/maintenance/pm-reports', handler: 'maintenance/pm-report/get-pm-report', minRole: SHOP, scope: 'company',
    summary: 'A stored day of the PM Service Report (newest by default) and the days that have one', access: { table: 'read' },
  },
  {
    method: 'POST', path: '/maintenance/pm-reports', handler: 'maintenance/pm-report/refresh-pm-report', minRole: SHOP, scope: 'company',
    summary: "Refresh today's PM Service Report", replaces: '/saveDailyPmReportsByTractor', access: SAVE,
  },
  {
    method: 'GET', path: '/maintenance/service-status', handler: 'maintenance/mobile/service-status', minRole: FLEET, scope: 'own', owner: 'caller',
    summary: "Service Manager: his domicile's tractors with shop state and reminder counts", access: { table: 'read' },
  },
  {
    method: 'POST', path: '/maintenance/service-requests', handler: 'maintenance/mobile/service-request', minRole: FLEET, scope: 'own', owner: 'caller',
    summary: 'Service Manager: request service for a tractor (an in-progress record; the tractor goes to the shop)', access: SAVE,
  },
];
