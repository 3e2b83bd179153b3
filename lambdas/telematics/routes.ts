import type { RouteDef } from '#lambdas/route-types';
import { BATCH_BODY_BYTES } from '#shared/telematics/provider-event';

const OWNER = 1;
const OFFICE = 4;
const FLEET = 8;
const READ = { table: 'read' } as const;
const READ_WRITE = { table: 'readWrite' } as const;

/** The telematics feed (the provider's batches, by company key), positions, the map and mileage. */
export const telematicsRoutes: RouteDef[] = [
  {
    ownFunction: true,
    method: 'POST', path: '/telematics/events', handler: 'telematics/ingest/post-events', minRole: 'public', scope: 'public',
    summary: "The provider's event batch (≤ 1,000), company from its feed key; per-event refusals, idempotent on event id",
    replaces: 'OmniPositionFeed (provider writes)', access: READ_WRITE, bodyLimitBytes: BATCH_BODY_BYTES,
  },
  {
    method: 'GET', path: '/telematics/keys', handler: 'telematics/keys/list-keys', minRole: OWNER, scope: 'company',
    summary: 'Feed keys of the company (never their secrets), with created and last-used dates', access: READ,
  },
  {
    method: 'POST', path: '/telematics/keys', handler: 'telematics/keys/create-key', minRole: OWNER, scope: 'company',
    summary: 'Create a feed key; the answer is the only time its secret is shown', access: READ_WRITE,
  },
  {
    method: 'DELETE', path: '/telematics/keys/{keyId}', handler: 'telematics/keys/revoke-key', minRole: OWNER, scope: 'company',
    summary: 'Revoke a feed key (kept, refused from now on)', access: READ_WRITE,
  },
  {
    method: 'GET', path: '/tractors/{vehicleId}/gps-events', handler: 'telematics/tractor/gps-events', minRole: OFFICE, scope: 'company',
    summary: "A tractor's newest 50 GPS position reports", replaces: 'OmniPositionFeed (T.2.06.0, newest 50)', access: READ,
  },
  {
    method: 'GET', path: '/tractors/{vehicleId}/log-ins', handler: 'telematics/tractor/log-ins', minRole: OFFICE, scope: 'company',
    summary: "A tractor's newest 40 driver log-in events (213 records)", replaces: 'OmniPositionFeed (T.2.13.0)', access: READ,
  },
  {
    method: 'GET', path: '/tractors/{vehicleId}/odometer-history', handler: 'telematics/tractor/odometer-history', minRole: OFFICE, scope: 'company',
    summary: "A tractor's last 31 days: odometer start and stop, miles by state", replaces: 'omniMilageTotalsByTractorByDay', access: READ,
  },
  {
    method: 'GET', path: '/fleet/positions', handler: 'telematics/map/list-positions', minRole: OFFICE, scope: 'company',
    summary: "The map: every tractor's latest position, status fields and logged-in driver", replaces: 'tractorLookupTable (live positions)', access: READ,
  },
  {
    method: 'GET', path: '/fleet/positions/mobile', handler: 'telematics/map/list-positions-mobile', minRole: FLEET, scope: 'company',
    summary: "The mobile map (roles below 9): every tractor's latest position", replaces: 'tractorLookupTable (live positions)', access: READ,
  },
];
