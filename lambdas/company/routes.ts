import { ANY_SIGNED_IN, type RouteDef } from '#lambdas/route-types';

export const companyRoutes: RouteDef[] = [
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
