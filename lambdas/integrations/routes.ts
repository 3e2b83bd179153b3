import type { RouteDef } from '#lambdas/route-types';

/** The company's outside systems: their states, write-only credentials and disconnecting (part 1 §7 updateCompanyProfile's credentials). */
export const integrationRoutes: RouteDef[] = [
  {
    method: 'GET', path: '/integrations', handler: 'integrations/credentials/list-integrations', minRole: 1, scope: 'company',
    summary: "The company's outside systems with their connection state and public settings (never a secret), and the telematics feed and fuel card states",
    access: { table: 'read' },
  },
  {
    method: 'PUT', path: '/integrations/{system}/credentials', handler: 'integrations/credentials/save-credentials', minRole: 1, scope: 'company',
    summary: "Save a system's credentials, write-only: sealed with the integration key, never returned (the safety software saves them through its login check)",
    replaces: 'POST /updateCompanyProfile (credentials)',
    access: { table: 'readWrite', secrets: 'seal' },
  },
  {
    method: 'DELETE', path: '/integrations/{system}', handler: 'integrations/credentials/forget-integration', minRole: 1, scope: 'company',
    summary: "Disconnect a system: its saved credentials and settings are deleted", access: { table: 'readWrite' },
  },
];
