import { ANY_SIGNED_IN, type RouteDef } from '#lambdas/route-types';

export const accountRoutes: RouteDef[] = [
  {
    method: 'GET', path: '/me', handler: 'account/get-me', minRole: ANY_SIGNED_IN, scope: 'own', owner: 'caller',
    summary: 'Signed-in user with the company flags the shell needs (an invited account becomes active here)', replaces: 'auth claims + company document',
    access: { table: 'readWrite' },
  },
  {
    method: 'GET', path: '/me/profile', handler: 'account/get-profile', minRole: ANY_SIGNED_IN, scope: 'own', owner: 'caller',
    summary: "The caller's user profile", replaces: 'userProfiles (get)', access: { table: 'read' },
  },
  {
    method: 'PUT', path: '/me/profile', handler: 'account/update-profile', minRole: ANY_SIGNED_IN, scope: 'own', owner: 'caller',
    summary: "Update the caller's user profile", replaces: 'userProfiles (set)', access: { table: 'readWrite' },
  },
  {
    method: 'PUT', path: '/me/language', handler: 'account/set-language', minRole: ANY_SIGNED_IN, scope: 'own', owner: 'caller',
    summary: "Save the language the caller's screens are shown in (English or Spanish)", access: { table: 'readWrite' },
  },
  {
    method: 'POST', path: '/user-actions', handler: 'account/log-navigation', minRole: ANY_SIGNED_IN, scope: 'own', owner: 'caller',
    summary: 'Append a navigation entry to the company userActions log', replaces: 'userActions (add)',
    access: { table: 'readWrite' },
  },
];
