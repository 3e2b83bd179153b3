import type { RouteDef } from '#lambdas/route-types';

type RouteLookup = (routeKey: string) => RouteDef | undefined;

/**
 * A deployed route function has its own entry of the route table compiled in: the bundler replaces
 * `process.env.FAST_DASHBOARD_ROUTE` with it (`compiledRouteDefine` in lib/constructs, from the same
 * table), and drops the other branch with the table's import, so a function does not carry the other
 * routes and their descriptions. The local cloud serves every route from one process: it reads the table.
 */
async function routeLookup(): Promise<RouteLookup> {
  if (process.env.FAST_DASHBOARD_ROUTE) {
    const own = JSON.parse(process.env.FAST_DASHBOARD_ROUTE) as RouteDef;
    const ownKey = `${own.method} ${own.path}`;
    return (routeKey) => (routeKey === ownKey ? own : undefined);
  } else {
    const table = await import('#lambdas/routes');
    return table.routeOfKey;
  }
}

/** The route table entry of an API Gateway route key (`GET /payruns/{id}`): the only one this function serves, once deployed. */
export const routeOfKey: RouteLookup = await routeLookup();
