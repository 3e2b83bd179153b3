import { deployedRouteKeys, type ApiRouteKey } from '#lambdas/api-functions';
import type { RouteDef, StackedRoute } from '#lambdas/route-types';

export interface RouteMatch {
  /** The API Gateway route key that matched, as the deployed API holds it (`ANY /payruns/{id}` or `GET /me`). */
  key: ApiRouteKey;
  /** The route table entry of the request's method; absent when an `ANY` key's path has no such method. */
  route?: RouteDef;
  /** Absent when the template has no parameters, as in API Gateway's event. */
  pathParameters?: Record<string, string>;
}

interface CompiledKey {
  key: ApiRouteKey;
  routes: ReadonlyMap<string, RouteDef>;
  pattern: RegExp;
  names: string[];
  /** Literal segments count; API Gateway prefers the most specific template. */
  literals: number;
  greedy: boolean;
}

function compile(key: ApiRouteKey, routes: ReadonlyMap<string, RouteDef>): CompiledKey {
  const names: string[] = [];
  let literals = 0;
  let greedy = false;
  const source = key.path
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      const param = /^\{([A-Za-z0-9_]+)(\+?)\}$/.exec(segment);
      if (!param) {
        literals += 1;
        return escapeRegExp(segment);
      }
      names.push(param[1]!);
      greedy ||= param[2] === '+';
      return param[2] === '+' ? '(.+)' : '([^/]+)';
    })
    .join('/');
  return { key, routes, pattern: new RegExp(`^/${source}$`), names, literals, greedy };
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Matches method + path against the route keys the deployed HTTP API holds (lambdas/api-functions.ts),
 * the way it selects a route: exact templates before parameterised ones, greedy `{proxy+}` last, an `ANY`
 * key for every method. No match → the gateway's 404.
 */
export function createRouteMatcher(routes: readonly StackedRoute[]) {
  const keys = deployedRouteKeys(routes);
  const byKey = new Map<string, { key: ApiRouteKey; routes: Map<string, RouteDef> }>();
  for (const route of routes) {
    const key = keys.get(`${route.method} ${route.path}`)!;
    const entry = byKey.get(key.key) ?? { key, routes: new Map<string, RouteDef>() };
    entry.routes.set(route.method, route);
    byKey.set(key.key, entry);
  }
  const compiled = [...byKey.values()]
    .map((entry) => compile(entry.key, entry.routes))
    .sort((a, b) => Number(a.greedy) - Number(b.greedy) || b.literals - a.literals || a.names.length - b.names.length);
  return (method: string, path: string): RouteMatch | undefined => {
    for (const c of compiled) {
      const isAny = c.key.key.startsWith('ANY ');
      if (!isAny && !c.routes.has(method)) continue;
      const m = c.pattern.exec(path);
      if (!m) continue;
      const route = c.routes.get(method);
      const found = route ? { key: c.key, route } : { key: c.key };
      if (c.names.length === 0) return found;
      return { ...found, pathParameters: Object.fromEntries(c.names.map((name, i) => [name, safeDecode(m[i + 1]!)])) };
    }
    return undefined;
  };
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
