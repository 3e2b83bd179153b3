import { isStaff } from '#lambdas/telematics/map/staff';
import { companyRoute } from '#lambdas/http/route-handler';
import { fleetPositions } from './fleet-positions.ts';

/**
 * The mobile map (every role below 9, drivers included): the same latest positions as the desktop map,
 * but a driver sees who is logged in only on his own tractor (another driver's whereabouts are his).
 */
export const handler = companyRoute({}, async ({ caller }) => {
  const positions = await fleetPositions(caller.companyId);
  const shown = isStaff(caller.role) ? positions : positions.map((p) => (p.currentDriverId === caller.driverId ? p : { ...p, currentDriverId: null, driverName: null, driverShown: false }));
  return { positions: shown, at: new Date().toISOString() };
});
