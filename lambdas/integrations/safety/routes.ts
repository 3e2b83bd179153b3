import type { RouteDef } from '#lambdas/route-types';

const OWNER = 1;
const SHOP = 4;
/**
 * Reading the events writes too: refreshed OAuth tokens are saved (sealed) again and a refused key marks
 * the connection failed, so the owner sees "reconnect" in Company Setup.
 */
const video = (): RouteDef['access'] => ({ table: 'readWrite', secrets: 'sealAndOpen', outside: ['video-telematics'] });

/** The safety software login (sfLogin) and the video-telematics safety events (part 2 §7). */
export const safetyRoutes: RouteDef[] = [
  {
    method: 'POST', path: '/safety-software/login', handler: 'integrations/safety/sf-login', minRole: OWNER, scope: 'company',
    summary: 'Sign in to the safety software; the login is saved (sealed) only when it works', replaces: 'POST /sfLogin',
    access: { table: 'readWrite', secrets: 'seal', outside: ['safety-software'] },
  },
  {
    method: 'GET', path: '/safety/events', handler: 'integrations/safety/list-events', minRole: SHOP, scope: 'company',
    summary: 'Video-telematics safety events updated since a date (≤ 90 days; status 1, newest update first, at most 1,000)',
    replaces: 'GET video/safety/events', access: video(),
  },
  {
    method: 'GET', path: '/safety/events/{eventId}', handler: 'integrations/safety/get-event', minRole: SHOP, scope: 'company',
    summary: 'One safety event', replaces: 'GET video/safety/events/{eventId}', access: video(),
  },
  {
    method: 'GET', path: '/safety/reference', handler: 'integrations/safety/get-reference', minRole: SHOP, scope: 'company',
    summary: "The provider's vehicles, camera vehicles, triggers, statuses and behaviours",
    replaces: 'GET vehicles/all, video/vehicles, video/safety/events/triggers|statuses|behaviors', access: video(),
  },
  {
    method: 'GET', path: '/safety/summary', handler: 'integrations/safety/get-summary', minRole: SHOP, scope: 'company',
    summary: 'Safety events per driver and per tractor (our DriverID and VehicleID), coached and closed', access: video(),
  },
];
