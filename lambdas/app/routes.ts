import type { RouteDef } from '#lambdas/route-types';

export const appRoutes: RouteDef[] = [
  {
    method: 'GET', path: '/app-version', handler: 'app/get-version', minRole: 'public', scope: 'public',
    summary: 'Current and minimum allowed client version', replaces: 'GET /getAppVersion', access: {},
  },
];
