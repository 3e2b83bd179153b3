import type { RouteDef } from '#lambdas/route-types';

/** The maintenance-billing portal: its service provider (connectCompanyMgba) and the SetQuery sync (establishMbaSyncV2). */
export const maintenanceBillingRoutes: RouteDef[] = [
  {
    method: 'POST', path: '/maintenance-billing/connection', handler: 'integrations/maintenance-billing/connect', minRole: 1, scope: 'company',
    summary: "Find the company's service provider on the billing portal from its saved FedEx client id (body {confirm: true})",
    replaces: 'POST connectCompanyMgba',
    access: { table: 'readWrite', secrets: 'open', outside: ['maintenance-billing'] },
  },
  {
    // own/caller: a signed-in owner without a company reaches the handler and is answered `no_company`, as the spec words it.
    method: 'POST', path: '/maintenance-billing/sync', handler: 'integrations/maintenance-billing/sync', minRole: 1, scope: 'own', owner: 'caller',
    summary: 'Sign in to the billing portal\'s SetQuery site with the saved login: 200 {ok, code, message} (no_company, network_error, setquery_login_start_failed, setquery_login_submit_failed)',
    replaces: 'POST establishMbaSyncV2',
    access: { table: 'readWrite', secrets: 'open', outside: ['maintenance-billing'] },
  },
];
