import { broadcastTarget } from './chat/broadcasts/broadcast-target.ts';
import { assertEnvironment } from './http/environment.ts';
import { jobs } from './jobs/jobs.ts';
import { socketRoutes } from './realtime/routes.ts';
import type { RouteAccess } from './route-types.ts';
import { stateMachines } from './workflows/definitions.ts';

/** The access of a function that is not an HTTP route (workflow task, job, socket route, broadcast target), by its handler module. */
export function accessOfHandler(handler: string): RouteAccess | undefined {
  const declared = [
    ...stateMachines.flatMap((machine) => Object.values(machine.tasks)),
    ...jobs,
    ...socketRoutes,
    broadcastTarget,
  ];
  return declared.find((d) => d.handler === handler)?.access;
}

/**
 * First line of such a handler: its environment must hold what its declared access needs (checked
 * once per container; a deploy that left a variable out fails here, loudly, instead of half way).
 */
export function assertEnvironmentOf(handler: string): void {
  const access = accessOfHandler(handler);
  if (!access) throw new Error(`${handler} is not declared as a workflow task, job, socket route or schedule target`);
  assertEnvironment(handler, access);
}
