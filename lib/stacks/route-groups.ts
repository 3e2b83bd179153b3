import type { RouteDef } from '#lambdas/route-types';

/** What one route adds to its stack: function, role, policy, log group, permission, integration, route. */
export const RESOURCES_PER_ROUTE = 7;

/** Resources a route stack of `routes` routes holds, its AWS::CDK::Metadata included. */
export function routeStackResources(routes: number): number {
  return routes * RESOURCES_PER_ROUTE + 1;
}

/** Resources a route group may plan for: CloudFormation stops at 500, the rest is room to grow. */
export const ROUTE_STACK_BUDGET = 400;

export interface RouteGroup {
  /** The handler folder its routes share, e.g. `payroll` or, once payroll is split, `payroll/tools`. */
  readonly name: string;
  readonly routes: readonly RouteDef[];
}

/**
 * The routes by domain, the first folder of their handler (`payroll/tools/edit-payout` → `payroll`), one
 * group per nested stack. A domain whose routes would not fit the budget gives each of its subfolders a
 * group of its own (`payroll/tools`, …, recursively); handlers directly in the domain folder stay in the
 * domain's group. A route's group depends only on its handler's folders and on its domain's size, never
 * on another domain, because moving a route to another stack makes CloudFormation create the new route
 * before deleting the old one, which API Gateway refuses for the same route key.
 */
export function groupRoutes(routes: readonly RouteDef[], budget = ROUTE_STACK_BUDGET): RouteGroup[] {
  const maxRoutes = Math.floor((budget - routeStackResources(0)) / RESOURCES_PER_ROUTE);
  const groups = byFolder(routes, 1).flatMap((group) => split(group, 1, maxRoutes));
  return groups.sort((a, b) => a.name.localeCompare(b.name));
}

function split(group: RouteGroup, depth: number, maxRoutes: number): RouteGroup[] {
  if (group.routes.length <= maxRoutes) return [group];
  const direct = group.routes.filter((route) => folders(route).length <= depth);
  if (direct.length > maxRoutes) {
    throw new Error(
      `lambdas/${group.name}/ holds ${direct.length} route handlers directly, more than one nested stack takes (${maxRoutes}): move some into subfolders`,
    );
  }
  const nested = byFolder(
    group.routes.filter((route) => folders(route).length > depth),
    depth + 1,
  ).flatMap((subgroup) => split(subgroup, depth + 1, maxRoutes));
  return direct.length > 0 ? [{ name: group.name, routes: direct }, ...nested] : nested;
}

/** Groups by the first `depth` folders of each handler (a top-level module counts as its own folder). */
function byFolder(routes: readonly RouteDef[], depth: number): RouteGroup[] {
  const groups = new Map<string, RouteDef[]>();
  for (const route of routes) {
    const path = folders(route);
    const name = (path.length > 0 ? path : route.handler.split('/')).slice(0, depth).join('/');
    groups.set(name, [...(groups.get(name) ?? []), route]);
  }
  return [...groups].map(([name, grouped]) => ({ name, routes: grouped }));
}

/** `payroll/tools/edit-payout` → `['payroll', 'tools']`. */
function folders(route: RouteDef): string[] {
  return route.handler.split('/').slice(0, -1);
}
