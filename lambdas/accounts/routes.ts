import type { RouteDef } from '#lambdas/route-types';

const OWNER = 1;
const ADMIN_USERS = { table: 'readWrite', users: 'admin' } as const;

/**
 * Accounts and roles: the user directory, invitations, role changes, disabling. Every route is the
 * owner's (issue 16); the handlers still hold the caller to canGrant/canManage, so a lower minRole later
 * cannot let anyone give or take more than his own role.
 */
export const accountsRoutes: RouteDef[] = [
  {
    method: 'GET', path: '/accounts', handler: 'accounts/list-accounts', minRole: OWNER, scope: 'company',
    summary: 'The user directory: name, e-mail, Domicile, role label (accessCode, default 11 External User), securityRole, driver id, status; view=directory keeps active accounts and active drivers only',
    replaces: 'bind the company user directory', access: { table: 'read' },
  },
  {
    method: 'POST', path: '/accounts/invitations', handler: 'accounts/invite-account', minRole: OWNER, scope: 'company',
    summary: 'Invite a user by e-mail with a role (and DriverID for a driver); Cognito mails the temporary password. 409 when the e-mail has an account, 403 for a role above the caller’s',
    access: ADMIN_USERS,
  },
  {
    method: 'POST', path: '/accounts/{uid}/invitation-resends', handler: 'accounts/resend-invitation', minRole: OWNER, scope: 'company',
    summary: 'Mail the invitation again with a new temporary password (only while invited)', access: ADMIN_USERS,
  },
  {
    method: 'PUT', path: '/accounts/{uid}/role', handler: 'accounts/change-role', minRole: OWNER, scope: 'company',
    summary: "Change a user's role (never one's own, never above the caller's, never the last owner); his sessions end", access: ADMIN_USERS,
  },
  {
    method: 'PUT', path: '/accounts/{uid}/status', handler: 'accounts/change-status', minRole: OWNER, scope: 'company',
    summary: 'Disable or enable a user (never oneself, never the last owner); disabling ends his sessions', access: ADMIN_USERS,
  },
];
