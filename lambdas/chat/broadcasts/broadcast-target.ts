import type { RouteAccess } from '#lambdas/route-types';

/**
 * The function broadcast schedules invoke. Declared once: the Schedules stack deploys it as the
 * schedules' target, the local Scheduler endpoint runs the same handler.
 */
export const broadcastTarget: { readonly name: string; readonly handler: string; readonly access: RouteAccess } = {
  name: 'send-broadcast',
  handler: 'chat/broadcasts/send-broadcast',
  access: { table: 'readWrite', uploads: 'read', sockets: true, alerts: true },
};

/** The schedule group broadcasts live in, apart from the recurring jobs. */
export const BROADCAST_GROUP_SUFFIX = 'broadcasts';
