import { routes } from '#lambdas/routes';

interface Pattern { method: string; key: string; segments: string[] }

const PATTERNS: Pattern[] = routes.map((r) => ({ method: r.method, key: `${r.method} ${r.path}`, segments: r.path.split('/').filter(Boolean) }));

/**
 * The route table's key of a call (`GET /payruns/{id}`), so answers are counted per route and not per
 * id; the most literal match wins, as API Gateway picks `/imports/uploads` over `/imports/{id}`. A path
 * the table does not have keeps its own text.
 */
export function routeOf(method: string, path: string): string {
  const segments = path.split('?')[0]!.split('/').filter(Boolean);
  let best: { key: string; literal: number } | undefined;
  for (const p of PATTERNS) {
    if (p.method !== method || p.segments.length !== segments.length) continue;
    let literal = 0;
    let fits = true;
    for (let i = 0; i < segments.length && fits; i++) {
      const want = p.segments[i]!;
      if (want.startsWith('{')) continue;
      if (want === segments[i]) literal++;
      else fits = false;
    }
    if (fits && (!best || literal > best.literal)) best = { key: p.key, literal };
  }
  return best?.key ?? `${method} ${path.split('?')[0]}`;
}
