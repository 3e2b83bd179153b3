import { ANY_SIGNED_IN, type RouteDef } from '#lambdas/route-types';

const DISPATCH = 3;
const DRIVER = 8;
const READ = { table: 'read' } as const;
const READ_WRITE = { table: 'readWrite' } as const;

/** The timeclock, time cards and their approval into pay (spec part 2 §2 /timecard-admin; fleet-rules "Time cards"). */
export const timekeepingRoutes: RouteDef[] = [
  {
    method: 'POST', path: '/me/timeclock/in', handler: 'timekeeping/me/clock-in', minRole: DRIVER, scope: 'own', owner: 'caller',
    summary: "Clock in. Body {punchKey, tappedAt?, sentAt?, position?}: stamped at the phone's tap time corrected by its skew (arrival − sentAt) when that lies between the driver's previous punch and the arrival (± 2 min), else at arrival and flagged (audited); no tappedAt, at arrival. Keeps both times. 409 while a shift is open; a retried punchKey answers the first", access: READ_WRITE,
  },
  {
    method: 'POST', path: '/me/timeclock/out', handler: 'timekeeping/me/clock-out', minRole: DRIVER, scope: 'own', owner: 'caller',
    summary: "Clock out. Body {punchKey, tappedAt?, sentAt?, position?}: stamped as a clock in is (the tap time between the previous punch and the arrival, else the arrival, flagged and audited). 409 with no open shift; a retried punchKey answers the first", access: READ_WRITE,
  },
  {
    method: 'GET', path: '/me/timeclock', handler: 'timekeeping/me/get-timeclock', minRole: ANY_SIGNED_IN, scope: 'own', owner: 'caller',
    summary: "The caller's timeclock: open shift, today's and this week's minutes", access: READ,
  },
  {
    method: 'GET', path: '/me/timecards', handler: 'timekeeping/me/get-my-timecards', minRole: DRIVER, scope: 'own', owner: 'caller',
    summary: "The caller's own pay week (weekEnding, else the current week in the company's zone): days, total, and his shifts with their minutes in the week, sent-late and flagged punches", access: READ,
  },
  {
    method: 'GET', path: '/timecards', handler: 'timekeeping/office/list-timecards', minRole: DISPATCH, scope: 'company',
    summary: 'Time cards of a pay week: every timekeeping driver\'s days, minutes, open and overlapping shifts, approval', access: READ,
  },
  {
    method: 'GET', path: '/timecards/{driverId}', handler: 'timekeeping/office/get-driver-timecards', minRole: DISPATCH, scope: 'company',
    summary: "A driver's shifts of a pay week", access: READ,
  },
  {
    method: 'POST', path: '/timecards/{driverId}/shifts', handler: 'timekeeping/office/add-shift', minRole: DISPATCH, scope: 'company',
    summary: 'Add a shift (reason required, audited; clears the week\'s approval)', access: READ_WRITE,
  },
  {
    method: 'PATCH', path: '/timecards/{driverId}/shifts/{punchId}', handler: 'timekeeping/office/edit-shift', minRole: DISPATCH, scope: 'company',
    summary: 'Edit a shift\'s in or out (version lock, reason required, audited before and after)', access: READ_WRITE,
  },
  {
    method: 'DELETE', path: '/timecards/{driverId}/shifts/{punchId}', handler: 'timekeeping/office/delete-shift', minRole: DISPATCH, scope: 'company',
    summary: 'Delete a shift (version lock, reason required, audited)', access: READ_WRITE,
  },
  {
    method: 'GET', path: '/timecards/{driverId}/audit', handler: 'timekeeping/office/list-audit', minRole: DISPATCH, scope: 'company',
    summary: "The office's changes to a driver's shifts of a pay week, and the timeclock's corrections (a punch's tap time refused, stamped at arrival)", access: READ,
  },
  {
    method: 'POST', path: '/timecards/{driverId}/approve', handler: 'timekeeping/office/approve-week', minRole: DISPATCH, scope: 'company',
    summary: "Approve a driver's pay week for pay (409 with an open or overlapping shift); keeps the approved cards", access: READ_WRITE,
  },
];
