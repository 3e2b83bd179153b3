import type { RouteDef } from '#lambdas/route-types';

const OWNER = 1;

/** OAuth 2.0 with PKCE for the providers that use it. */
export const oauthRoutes: RouteDef[] = [
  {
    method: 'POST', path: '/oauth/authorizations', handler: 'integrations/oauth/start-authorization', minRole: OWNER, scope: 'company',
    summary: "Start connecting a system by OAuth 2.0 with PKCE: the provider's consent URL (state and sealed verifier kept 10 minutes)",
    access: { table: 'readWrite', secrets: 'seal', outside: ['video-telematics'] },
  },
  {
    method: 'POST', path: '/oauth/callback', handler: 'integrations/oauth/complete-authorization', minRole: OWNER, scope: 'company',
    summary: "Finish the connection: the state (single use, this company and user, 10 minutes) and the code exchanged with its verifier; the tokens are sealed",
    access: { table: 'readWrite', secrets: 'sealAndOpen', outside: ['video-telematics'] },
  },
];
