import type { ServiceStatusRow } from '#shared/maintenance/api';
import { tractorEntity } from '#lambdas/data/entities/tractor';
import { companyRoute } from '#lambdas/http/route-handler';
import { domicilesOf, inScope } from './fleet-scope.ts';

/** The service manager's phone list: his domicile's active tractors with shop state and reminder counts. */
export const handler = companyRoute({}, async ({ caller }) => {
  const scope = await domicilesOf(caller);
  const { data } = await tractorEntity().query.byVehicleId({ companyId: caller.companyId }).go({ pages: 'all' });
  const tractors: ServiceStatusRow[] = data
    .filter((t) => t.Active !== false && inScope(scope, t.Domicile))
    .map((t) => ({
      VehicleID: t.VehicleID, Domicile: t.Domicile ?? '', Make: t.Make ?? '', Model: t.Model ?? '', serviceState: t.serviceState ?? 'in-service',
      serviceOverdueCount: t.serviceOverdueCount ?? 0, serviceDueSoonCount: t.serviceDueSoonCount ?? 0, LatestOdometer: t.LatestOdometer ?? null,
    }))
    .sort((a, b) => b.serviceOverdueCount - a.serviceOverdueCount || b.serviceDueSoonCount - a.serviceDueSoonCount || a.VehicleID.localeCompare(b.VehicleID));
  return { tractors };
});
