import { companyRoute } from '#lambdas/http/route-handler';
import { eventParams } from '#shared/integrations/safety';
import { withVideoTelematics } from './video-connection.ts';

/** One safety event as the provider has it now. */
export const handler = companyRoute({ params: eventParams }, async ({ caller, params }) =>
  withVideoTelematics(caller.companyId, caller.userId, (client) => client.event(params.eventId)));
