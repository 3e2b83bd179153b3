import type { RouteDef, StackedRoute } from '#lambdas/route-types';

/** What one route adds to its stack: function, role, policy, log group, permission, integration, route. */
export const RESOURCES_PER_ROUTE = 7;

/** Resources a route stack of `routes` routes holds, its AWS::CDK::Metadata included. */
export function routeStackResources(routes: number): number {
  return routes * RESOURCES_PER_ROUTE + 1;
}

/** Resources a route group may plan for: CloudFormation stops at 500, the rest is room to grow. */
export const ROUTE_STACK_BUDGET = 400;

export interface RouteGroup {
  /** The stack name its routes declare, e.g. `payroll`; the nested stack's id is `PayrollRoutes`. */
  readonly name: string;
  readonly routes: readonly StackedRoute[];
}

/**
 * The routes by the nested stack they declare (lambdas/routes.ts), in name order. A route's stack is its
 * own declaration, never computed from the others, because moving a route to another stack makes
 * CloudFormation create the new route before deleting the old one, which API Gateway refuses for the
 * same route key. A stack over the budget fails here, before CloudFormation's 500 resources do.
 */
export function groupRoutes(routes: readonly RouteDef[], budget = ROUTE_STACK_BUDGET): RouteGroup[] {
  const maxRoutes = Math.floor((budget - routeStackResources(0)) / RESOURCES_PER_ROUTE);
  const groups = new Map<string, StackedRoute[]>();
  for (const route of routes) {
    if (!isStacked(route)) throw new Error(`${route.method} ${route.path} declares no stack: give its list one with inStack in lambdas/routes.ts`);
    groups.set(route.stack, [...(groups.get(route.stack) ?? []), route]);
  }
  for (const [name, grouped] of groups) {
    if (grouped.length > maxRoutes) {
      throw new Error(
        `Route stack '${name}' holds ${grouped.length} routes, more than one nested stack takes (${maxRoutes}): give new routes a new stack in lambdas/routes.ts, never move existing ones`,
      );
    }
  }
  return [...groups].map(([name, grouped]) => ({ name, routes: grouped })).sort((a, b) => a.name.localeCompare(b.name));
}

function isStacked(route: RouteDef): route is StackedRoute {
  return typeof route.stack === 'string' && route.stack !== '';
}
