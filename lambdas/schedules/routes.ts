import { ANY_SIGNED_IN, type RouteDef } from '#lambdas/route-types';

/** Dispatch builds and publishes the week (role ≤ 3). */
const DISPATCH = 3;
/** The shop reads the board and prints the sheets too (its menu has Schedule: spec part 1 §2.3). */
const OFFICE = 4;
const READ = { table: 'read' } as const;
const WRITE = { table: 'readWrite' } as const;

/** Dispatch's week board, published schedules and the driver's own schedule (spec part 1 §6: a driver sees only his category). */
export const scheduleRoutes: RouteDef[] = [
  {
    method: 'GET', path: '/schedules/week', handler: 'schedules/get-week', minRole: OFFICE, scope: 'company',
    summary: "The week board: the company's drivers × 7 days (Monday first) with every entry, draft or published", access: READ,
  },
  {
    method: 'PUT', path: '/schedules/entries', handler: 'schedules/put-entry', minRole: DISPATCH, scope: 'company',
    summary: "Save a driver's day (tractor, run type, start, legs, notes) as a draft; a change names the version it read", access: WRITE,
  },
  {
    method: 'DELETE', path: '/schedules/entries/{driverId}/{day}', handler: 'schedules/delete-entry', minRole: DISPATCH, scope: 'company',
    summary: "Remove a driver's day (version-locked)", access: WRITE,
  },
  {
    method: 'POST', path: '/schedules/copy-week', handler: 'schedules/copy-week', minRole: DISPATCH, scope: 'company',
    summary: "Copy a week onto another as drafts, keeping the target's days already entered", access: WRITE,
  },
  {
    method: 'POST', path: '/schedules/publish', handler: 'schedules/publish-week', minRole: DISPATCH, scope: 'company',
    summary: "Publish the week's drafts, then tell each affected driver in his direct chat room", access: { ...WRITE, sockets: true },
  },
  {
    method: 'GET', path: '/schedules/drivers/{driverId}', handler: 'schedules/get-driver-schedule', minRole: OFFICE, scope: 'company',
    summary: "One driver's schedule between two days (at most 62), drafts included", access: READ,
  },
  {
    method: 'GET', path: '/schedules/sheets', handler: 'schedules/get-sheets', minRole: OFFICE, scope: 'company',
    summary: "The day's printable driver sheets: each scheduled driver's tractor, legs, start and notes", access: READ,
  },
  {
    method: 'GET', path: '/me/schedule', handler: 'schedules/my-schedule', minRole: ANY_SIGNED_IN, scope: 'own', owner: 'caller',
    summary: "The caller's own published schedule between two days (only entries whose category is his DriverID)", access: READ,
  },
  {
    method: 'GET', path: '/me/day', handler: 'schedules/my-day', minRole: ANY_SIGNED_IN, scope: 'own', owner: 'caller',
    summary: "The driver's day view: his published schedule and his pay-run trips of one day (trips from the start of the previous month)", access: READ,
  },
  {
    method: 'POST', path: '/me/schedule-link', handler: 'schedules/create-link', minRole: ANY_SIGNED_IN, scope: 'own', owner: 'caller',
    summary: 'A signed link to a driver\'s published schedule, expiring in 1 to 30 days (7 by default); dispatch may name any driver, others only themselves', access: WRITE,
  },
  {
    method: 'GET', path: '/me/schedule-links', handler: 'schedules/my-links', minRole: ANY_SIGNED_IN, scope: 'own', owner: 'caller',
    summary: "The caller's own schedule links made in the last 60 days: state (live, expired, withdrawn), never their secrets", access: READ,
  },
  {
    method: 'GET', path: '/schedule-links', handler: 'schedules/list-links', minRole: DISPATCH, scope: 'company',
    summary: "The company's schedule links made in the last 60 days, or one driver's (driverId): state (live, expired, withdrawn), never their secrets", access: READ,
  },
  {
    method: 'DELETE', path: '/schedule-links/{linkId}', handler: 'schedules/revoke-link', minRole: ANY_SIGNED_IN, scope: 'own', owner: 'schedule-link',
    summary: 'Withdraw a schedule link at once (again: the same answer); dispatch any of the company\'s, a driver only his own', access: WRITE,
  },
  {
    ownFunction: true,
    method: 'GET', path: '/schedule-link/schedule', handler: 'schedules/link-schedule', minRole: 'public', scope: 'public',
    summary: "Through a driver's signed link (x-schedule-link header): that driver's published schedule, this week and the next, nothing else", access: READ,
  },
];
