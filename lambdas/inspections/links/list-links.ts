import { companyRoute } from '#lambdas/http/route-handler';
import { listLinks } from './link-tokens.ts';

/** The company's tractor inspection links, newest first, never their secrets. */
export const handler = companyRoute({}, async ({ caller }) => ({ links: await listLinks(caller.companyId) }));
