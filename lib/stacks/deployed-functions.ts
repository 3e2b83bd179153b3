import { join } from 'node:path';
import { apiFunctions } from '#lambdas/api-functions';
import { routes, socketRoutes } from '#lambdas/routes';
import { stateMachines } from '#lambdas/workflows/definitions';
import { jobs } from '#lambdas/jobs/jobs';
import { broadcastTarget } from '#lambdas/chat/broadcasts/broadcast-target';
import { compiledRoutesDefine, writeApiFunctionEntry } from '#lib/constructs/api-function-entry';
import { REPO_ROOT } from '#lib/constructs/node-function';

export interface DeployedFunction {
  /** Which function: `api/<name>`, or the handler module of any other. */
  readonly name: string;
  /** The module esbuild bundles. */
  readonly entry: string;
  readonly define?: Readonly<Record<string, string>>;
}

/**
 * Every Lambda function the stacks deploy, as they bundle it: the API functions (lambdas/api-functions.ts),
 * socket routes, workflow tasks, jobs and the broadcast sender. The bench measures each one.
 */
export function deployedFunctions(): DeployedFunction[] {
  const module = (handler: string) => ({ name: handler, entry: join(REPO_ROOT, 'lambdas', `${handler}.ts`) });
  const others = [...socketRoutes, ...stateMachines.flatMap((machine) => Object.values(machine.tasks)), ...jobs, broadcastTarget];
  return [
    ...apiFunctions(routes).map((fn) => ({ name: `api/${fn.name}`, entry: writeApiFunctionEntry(fn), define: compiledRoutesDefine(fn.routes) })),
    ...[...new Set(others.map((other) => other.handler))].map(module),
  ];
}
