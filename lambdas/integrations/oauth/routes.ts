import type { RouteDef } from '#lambdas/route-types';

/** OAuth 2.0 with PKCE for the providers that use it. */
export const oauthRoutes: RouteDef[] = [
];
