import { apiFunctions, type ApiFunctionDef } from '#lambdas/api-functions';
import type { RouteDef, StackedRoute } from '#lambdas/route-types';

/** What one API function adds to its stack: function, role, policy, log group, permission, integration. */
export const RESOURCES_PER_FUNCTION = 6;
/** What one API Gateway route key adds: the route. */
export const RESOURCES_PER_ROUTE_KEY = 1;

/** Resources a route stack of these functions holds, its AWS::CDK::Metadata included. */
export function routeStackResources(functions: readonly Pick<ApiFunctionDef, 'routeKeys'>[]): number {
  return functions.reduce((sum, fn) => sum + RESOURCES_PER_FUNCTION + fn.routeKeys.length * RESOURCES_PER_ROUTE_KEY, 1);
}

/** Resources a route group may plan for: CloudFormation stops at 500, the rest is room to grow. */
export const ROUTE_STACK_BUDGET = 400;

export interface RouteGroup {
  /** The stack name its routes declare, e.g. `payroll`; the nested stack's id is `PayrollRoutes`. */
  readonly name: string;
  readonly routes: readonly StackedRoute[];
  /** Its routes packaged as Lambda functions (lambdas/api-functions.ts). */
  readonly functions: readonly ApiFunctionDef[];
}

/**
 * The routes by the nested stack they declare (lambdas/routes.ts), in name order. A route's stack is its
 * own declaration, never computed from the others, because moving a route to another stack makes
 * CloudFormation create the new route before deleting the old one, which API Gateway refuses for the
 * same route key. A stack over the budget fails here, before CloudFormation's 500 resources do.
 */
export function groupRoutes(routes: readonly RouteDef[], budget = ROUTE_STACK_BUDGET): RouteGroup[] {
  const groups = new Map<string, StackedRoute[]>();
  for (const route of routes) {
    if (!isStacked(route)) throw new Error(`${route.method} ${route.path} declares no stack: give its list one with inStack in lambdas/routes.ts`);
    groups.set(route.stack, [...(groups.get(route.stack) ?? []), route]);
  }
  const planned = [...groups].map(([name, grouped]) => ({ name, routes: grouped, functions: apiFunctions(grouped) }));
  for (const group of planned) {
    const resources = routeStackResources(group.functions);
    if (resources > budget) {
      throw new Error(
        `Route stack '${group.name}' holds ${group.routes.length} routes (${resources} resources), more than one nested stack takes (${budget}): give new routes a new stack in lambdas/routes.ts, never move existing ones`,
      );
    }
  }
  return planned.sort((a, b) => a.name.localeCompare(b.name));
}

function isStacked(route: RouteDef): route is StackedRoute {
  return typeof route.stack === 'string' && route.stack !== '';
}
