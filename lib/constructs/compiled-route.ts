import type { RouteDef } from '#lambdas/route-types';

/**
 * esbuild `define` of a route function: its own route table entry in place of
 * `process.env.FAST_DASHBOARD_ROUTE` (read by lambdas/http/own-route.ts), without what only the README
 * and the stacks read (summary, the replaced call, the nested stack).
 */
export function compiledRouteDefine(route: RouteDef): Record<string, string> {
  const { summary: _summary, replaces: _replaces, stack: _stack, ...runtime } = route;
  return { 'process.env.FAST_DASHBOARD_ROUTE': JSON.stringify(JSON.stringify(runtime)) };
}
