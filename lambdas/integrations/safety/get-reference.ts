import { companyRoute } from '#lambdas/http/route-handler';
import type { SafetyReference } from '#shared/integrations/safety';
import { withVideoTelematics } from './video-connection.ts';

/** The provider's vehicles, camera vehicles, triggers, statuses and behaviours. */
export const handler = companyRoute({}, async ({ caller }): Promise<SafetyReference> =>
  withVideoTelematics(caller.companyId, caller.userId, async (client) => {
    const [vehicles, videoVehicles, triggers, statuses, behaviours] = await Promise.all([
      client.vehicles(), client.videoVehicles(), client.triggers(), client.statuses(), client.behaviours(),
    ]);
    return { vehicles, videoVehicles, triggers, statuses, behaviours };
  }));
