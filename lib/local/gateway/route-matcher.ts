import type { RouteDef } from '#lambdas/route-types';

export interface RouteMatch {
  route: RouteDef;
  /** Absent when the template has no parameters, as in API Gateway's event. */
  pathParameters?: Record<string, string>;
}

interface CompiledRoute {
  route: RouteDef;
  pattern: RegExp;
  names: string[];
  /** Literal segments count; API Gateway prefers the most specific template. */
  literals: number;
  greedy: boolean;
}

function compile(route: RouteDef): CompiledRoute {
  const names: string[] = [];
  let literals = 0;
  let greedy = false;
  const source = route.path
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
  return { route, pattern: new RegExp(`^/${source}$`), names, literals, greedy };
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Matches method + path against the route table the way an HTTP API selects a route: exact
 * templates before parameterised ones, greedy `{proxy+}` last. No match → the gateway's 404.
 */
export function createRouteMatcher(routes: readonly RouteDef[]) {
  const compiled = routes
    .map(compile)
    .sort((a, b) => Number(a.greedy) - Number(b.greedy) || b.literals - a.literals || a.names.length - b.names.length);
  return (method: string, path: string): RouteMatch | undefined => {
    for (const c of compiled) {
      if (c.route.method !== method) continue;
      const m = c.pattern.exec(path);
      if (!m) continue;
      if (c.names.length === 0) return { route: c.route };
      const pathParameters = Object.fromEntries(c.names.map((name, i) => [name, safeDecode(m[i + 1]!)]));
      return { route: c.route, pathParameters };
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
