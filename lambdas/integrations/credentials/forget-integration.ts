import { companyRoute } from '#lambdas/http/route-handler';
import { forgetConnection } from '#lambdas/integrations/connections';
import { systemParams } from '#shared/integrations/integration-api';

/** Disconnects a system: the sealed credentials and the settings go; the system shows `not_connected`. */
export const handler = companyRoute({ params: systemParams }, async ({ caller, params }) => forgetConnection(caller.companyId, params.system));
