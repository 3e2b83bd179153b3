import { ANY_SIGNED_IN, type RouteDef, type SocketRouteDef } from './route-types.ts';

/**
 * Every HTTP call of the product. The API stack makes one Lambda per entry, the local gateway mounts
 * the same entries, the security matrix test walks them and the README's API table is generated from
 * them. A route that is not here does not exist.
 */
export const routes: RouteDef[] = [
  {
    method: 'GET', path: '/app-version', handler: 'app/get-version', minRole: 'public', scope: 'public',
    summary: 'Current and minimum allowed client version', replaces: 'GET /getAppVersion', access: {},
  },
  {
    method: 'GET', path: '/me', handler: 'account/get-me', minRole: ANY_SIGNED_IN, scope: 'own',
    summary: 'Signed-in user with the company flags the shell needs', replaces: 'auth claims + company document',
    access: { table: 'read' },
  },
  {
    method: 'GET', path: '/me/profile', handler: 'account/get-profile', minRole: ANY_SIGNED_IN, scope: 'own',
    summary: "The caller's user profile", replaces: 'userProfiles (get)', access: { table: 'read' },
  },
  {
    method: 'PUT', path: '/me/profile', handler: 'account/update-profile', minRole: ANY_SIGNED_IN, scope: 'own',
    summary: "Update the caller's user profile", replaces: 'userProfiles (set)', access: { table: 'readWrite' },
  },
  {
    method: 'POST', path: '/user-actions', handler: 'account/log-navigation', minRole: ANY_SIGNED_IN, scope: 'own',
    summary: 'Append a navigation entry to the company userActions log', replaces: 'userActions (add)',
    access: { table: 'readWrite' },
  },
  {
    method: 'GET', path: '/bookmarks', handler: 'company/list-bookmarks', minRole: ANY_SIGNED_IN, scope: 'company',
    summary: "Company bookmarks whose securityLevel is at least the caller's role", replaces: 'bookmarks (list)',
    access: { table: 'read' },
  },
  {
    method: 'GET', path: '/company', handler: 'company/get-company', minRole: 4, scope: 'company',
    summary: 'Company profile without third-party credentials', replaces: 'POST requestCompanyContactProfile',
    access: { table: 'read' },
  },
];

/** WebSocket API routes (chat fan-out). `$connect` is authenticated with the same id token. */
export const socketRoutes: SocketRouteDef[] = [
  { routeKey: '$connect', handler: 'realtime/connect', access: { table: 'readWrite' } },
  { routeKey: '$disconnect', handler: 'realtime/disconnect', access: { table: 'readWrite' } },
  { routeKey: '$default', handler: 'realtime/default', access: { table: 'read', sockets: true } },
];
