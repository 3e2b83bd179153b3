import { linkParams } from '#shared/forms/fill-api';
import { companyRoute } from '#lambdas/http/route-handler';
import { revokeLink } from './link-tokens.ts';

/** Revokes a link: its QR code opens nothing from now on. */
export const handler = companyRoute({ params: linkParams }, async ({ caller, params }) => revokeLink(caller.companyId, params.linkId, caller.displayName || caller.email || caller.userId));
