import type { RouteDef } from '#lambdas/route-types';

/** The settlement portal: the week's settlement file into the pay run (importLatestSettlementFile, retrySettlementImportForCompanyId). */
export const settlementPortalRoutes: RouteDef[] = [
  {
    method: 'POST', path: '/settlement-portal/imports', handler: 'integrations/settlement-portal/import-latest', minRole: 2, scope: 'company',
    summary: "Fetch the run's week from the settlement portal with the company's saved login and import it into the run (202, poll the import)",
    replaces: 'POST /importLatestSettlementFile, /uploadLatestSettlementFile',
    access: { table: 'readWrite', uploads: 'readWrite', secrets: 'open', outside: ['settlement-portal'], workflows: ['statement-import'] },
  },
  {
    method: 'POST', path: '/settlement-portal/retries', handler: 'integrations/settlement-portal/retry-import', minRole: 2, scope: 'company',
    summary: "Fetch a named settlement week from the portal again and import it into a run; the portal's errors are answered with its code",
    replaces: 'POST /retrySettlementImportForCompanyId',
    access: { table: 'readWrite', uploads: 'readWrite', secrets: 'open', outside: ['settlement-portal'], workflows: ['statement-import'] },
  },
];
