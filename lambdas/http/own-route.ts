import type { RouteDef } from '#lambdas/route-types';

type RouteLookup = (tableKey: string) => RouteDef | undefined;

/**
 * A deployed API function has the route table entries of the routes it serves compiled in: the bundler
 * replaces `process.env.FAST_DASHBOARD_ROUTES` with them (`compiledRoutesDefine` in lib/constructs, from
 * the same table), and drops the other branch with the table's import, so a function does not carry the
 * other routes and their descriptions. The local cloud serves every route from one process: it reads the table.
 */
async function routeLookup(): Promise<RouteLookup> {
  if (process.env.FAST_DASHBOARD_ROUTES) {
    const own = JSON.parse(process.env.FAST_DASHBOARD_ROUTES) as RouteDef[];
    const byKey = new Map(own.map((route) => [`${route.method} ${route.path}`, route]));
    return (tableKey) => byKey.get(tableKey);
  } else {
    const table = await import('#lambdas/routes');
    return table.routeOfKey;
  }
}

/** The route table entry of a table key (`GET /payruns/{id}`): only the routes this function serves, once deployed. */
export const routeOfKey: RouteLookup = await routeLookup();
