import type { IntegrationSystem } from '#shared/integrations/systems';
import { routeId, type RouteAccess, type RouteDef, type StackedRoute } from './route-types.ts';

/**
 * How the route table is packaged for AWS (README "Deploy"): an HTTP API holds at most 300 integrations,
 * a quota AWS does not raise, so the routes of one nested stack share one Lambda function and one
 * integration, except a route that declares `ownFunction`. Each route keeps its own handler module and its
 * own checks in the middleware; the function routes by the route keys compiled into it. The local cloud
 * serves the same route keys (lib/local/gateway) but checks each route's own `access`, stricter than the
 * function's union.
 */
export interface ApiFunctionDef {
  /** Unique and stable: the stack name, or the stack name and the route's id for a route with a function of its own. */
  readonly name: string;
  readonly routes: readonly StackedRoute[];
  /** The union of its routes' access: what its role is granted. */
  readonly access: RouteAccess;
  /** API Gateway route keys it serves: `ANY /path` where one path has several of its methods, else `METHOD /path`. */
  readonly routeKeys: readonly ApiRouteKey[];
}

export interface ApiRouteKey {
  /** As API Gateway sends it in `event.routeKey`. */
  readonly key: string;
  readonly path: string;
  /** The table's methods this key serves. */
  readonly methods: readonly RouteDef['method'][];
  /** No authorizer (minRole 'public'). */
  readonly isPublic: boolean;
}

export function apiFunctions(routes: readonly StackedRoute[]): ApiFunctionDef[] {
  const byName = new Map<string, StackedRoute[]>();
  for (const route of routes) {
    const name = route.ownFunction ? `${route.stack}-${kebab(routeId(route))}` : route.stack;
    byName.set(name, [...(byName.get(name) ?? []), route]);
  }
  return [...byName].map(([name, served]) => ({
    name,
    routes: served,
    access: unionAccess(served.map((route) => route.access)),
    routeKeys: routeKeysOf(served),
  }));
}

/** The route key API Gateway sends for each table key (`GET /payruns/{id}` → `ANY /payruns/{id}`). */
export function deployedRouteKeys(routes: readonly StackedRoute[]): Map<string, ApiRouteKey> {
  const keys = new Map<string, ApiRouteKey>();
  for (const fn of apiFunctions(routes)) {
    for (const key of fn.routeKeys) for (const method of key.methods) keys.set(`${method} ${key.path}`, key);
  }
  return keys;
}

/** Methods of one path in one function share an `ANY` route when they share their authorizer. */
function routeKeysOf(routes: readonly RouteDef[]): ApiRouteKey[] {
  const byPath = new Map<string, RouteDef[]>();
  for (const route of routes) {
    const key = `${route.minRole === 'public'} ${route.path}`;
    byPath.set(key, [...(byPath.get(key) ?? []), route]);
  }
  return [...byPath.values()].map((same) => {
    const { path } = same[0]!;
    const methods = same.map((route) => route.method);
    return { key: methods.length > 1 ? `ANY ${path}` : `${methods[0]} ${path}`, path, methods, isPublic: same[0]!.minRole === 'public' };
  });
}

const LEVELS = { table: ['read', 'readWrite'], uploads: ['read', 'readWrite'], users: ['read', 'admin'] } as const;

/** What a function serving routes of all these `access` values needs: the widest of each grant. */
export function unionAccess(accesses: readonly RouteAccess[]): RouteAccess {
  const widest = <K extends keyof typeof LEVELS>(key: K) => {
    const levels = accesses.map((access) => LEVELS[key].indexOf(access[key] as never)).filter((level) => level >= 0);
    return levels.length ? (LEVELS[key][Math.max(...levels)] as RouteAccess[K]) : undefined;
  };
  const secrets = new Set(accesses.flatMap((access) => (access.secrets === 'sealAndOpen' ? ['seal', 'open'] : access.secrets ? [access.secrets] : [])));
  const workflows = [...new Set(accesses.flatMap((access) => access.workflows ?? []))].sort();
  const outside = [...new Set(accesses.flatMap((access) => access.outside ?? []))].sort() as IntegrationSystem[];
  const union: RouteAccess = {
    table: widest('table'),
    uploads: widest('uploads'),
    sockets: accesses.some((access) => access.sockets) || undefined,
    workflows: workflows.length ? workflows : undefined,
    schedules: accesses.some((access) => access.schedules) || undefined,
    alerts: accesses.some((access) => access.alerts) || undefined,
    users: widest('users'),
    secrets: secrets.size === 2 ? 'sealAndOpen' : ([...secrets][0] as RouteAccess['secrets']),
    outside: outside.length ? outside : undefined,
  };
  return Object.fromEntries(Object.entries(union).filter(([, value]) => value !== undefined)) as RouteAccess;
}

function kebab(id: string): string {
  return id.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
}
