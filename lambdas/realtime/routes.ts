import type { SocketRouteDef } from '#lambdas/route-types';

/** WebSocket API routes. `$connect` is guarded by the REQUEST authorizer (lambdas/realtime/authorizer.ts). */
export const socketRoutes: SocketRouteDef[] = [
  { routeKey: '$connect', handler: 'realtime/connect', access: { table: 'readWrite' } },
  { routeKey: '$disconnect', handler: 'realtime/disconnect', access: { table: 'readWrite' } },
  { routeKey: '$default', handler: 'realtime/default', access: { table: 'read', sockets: true } },
];
