import type { RouteDef } from '#lambdas/route-types';

const SCHEDULES_SUMMARY = 'a report the caller is offered (its menu minimum role) with a renderer; payroll and the owner (role ≤ 2) manage every schedule of the company, others only their own';

/** Points summary, scheduled company reports and their e-mailed links (spec pointSummaryTable, scheduledReports). */
export const companyReportRoutes: RouteDef[] = [
  {
    method: 'POST', path: '/points-summary/uploads', handler: 'reports/company/create-points-upload', minRole: 1, scope: 'company',
    summary: 'Presigned upload of a points table (CSV or XLSX, 5 MB)', replaces: 'storage upload', access: { table: 'read', uploads: 'readWrite' },
  },
  {
    method: 'POST', path: '/points-summary/files', handler: 'reports/company/read-points-file', minRole: 1, scope: 'company',
    summary: "Read an uploaded points table into the company's Points Summary (replacing the last one) and answer the summary",
    replaces: 'pointSummaryTable (write)', access: { table: 'readWrite', uploads: 'read' },
  },
  {
    method: 'GET', path: '/points-summary', handler: 'reports/company/get-points-summary', minRole: 1, scope: 'company',
    summary: 'Points Summary: rows with a numeric Availability_%, the latest updatedOn per id, with the rows left out and why and the average availability',
    replaces: 'pointSummaryTable (read)', access: { table: 'read' },
  },
  {
    method: 'GET', path: '/scheduled-reports', handler: 'reports/company/list-schedules', minRole: 4, scope: 'company',
    summary: `Scheduled company reports the caller may see, and the reports he may schedule (${SCHEDULES_SUMMARY})`, replaces: 'scheduledReports (list)', access: { table: 'read' },
  },
  {
    method: 'POST', path: '/scheduled-reports', handler: 'reports/company/create-schedule', minRole: 4, scope: 'company',
    summary: `Schedule a report daily, weekly or monthly at an hour of the company's zone to 1–20 e-mail recipients (${SCHEDULES_SUMMARY})`,
    replaces: 'scheduledReports (create)', access: { table: 'readWrite' },
  },
  {
    method: 'PUT', path: '/scheduled-reports/{scheduleId}', handler: 'reports/company/update-schedule', minRole: 4, scope: 'company',
    summary: `Change a scheduled report; its next run is counted again (${SCHEDULES_SUMMARY})`, replaces: 'scheduledReports (update)', access: { table: 'readWrite' },
  },
  {
    method: 'DELETE', path: '/scheduled-reports/{scheduleId}', handler: 'reports/company/delete-schedule', minRole: 4, scope: 'company',
    summary: `Remove a scheduled report (${SCHEDULES_SUMMARY})`, replaces: 'scheduledReports (delete)', access: { table: 'readWrite' },
  },
  {
    ownFunction: true,
    method: 'GET', path: '/report-link/download', handler: 'reports/company/open-report-link', minRole: 'public', scope: 'public',
    summary: "Through a scheduled report's e-mailed link (x-report-link header, 7 days): a fresh 15-minute download link to that file, nothing else",
    access: { table: 'read', uploads: 'read' },
  },
];
