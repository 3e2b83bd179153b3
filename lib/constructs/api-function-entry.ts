import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ApiFunctionDef } from '#lambdas/api-functions';
import { OWNERSHIP_CHECK_MODULES, STANDING_READER_MODULE } from '#lambdas/ownership-checks';
import type { DomainOwnership } from '#lambdas/http/ownership';
import type { RouteDef } from '#lambdas/route-types';
import { REPO_ROOT } from './node-function.ts';

/** Inside the repository, so the entries' `#lambdas/…` imports resolve through package.json as the handlers' own do. */
export const API_ENTRIES_DIR = join(REPO_ROOT, 'cdk.out', 'api-function-entries');

/**
 * The bundler's entry of an API function: its routes' handler modules and nothing else, each reached by
 * its route table key, the ownership checks of the domains its routes name, and the directory's standing
 * reader when a route is for signed-in users. Written once per synthesis (only when its text changes, so
 * bundles stay cached) and returned as a path.
 */
export function writeApiFunctionEntry(fn: ApiFunctionDef): string {
  const owners = [...new Set(fn.routes.flatMap((route) => (route.scope === 'own' && route.owner in OWNERSHIP_CHECK_MODULES ? [route.owner as DomainOwnership] : [])))].sort();
  // A function with a signed-in route checks each caller against the directory (lambdas/http/current-standing.ts).
  const signedIn = fn.routes.some((route) => route.minRole !== 'public');
  const lines = [
    `// Generated from lambdas/routes.ts by lib/constructs/api-function-entry.ts: API function '${fn.name}'.`,
    "import { routeRouter } from '#lambdas/http/route-router';",
    ...(signedIn ? ["import { registerStandingReader } from '#lambdas/http/current-standing';", `import { standingReader } from '#lambdas/${STANDING_READER_MODULE}';`] : []),
    ...(owners.length ? ["import { registerOwnershipCheck } from '#lambdas/http/ownership';"] : []),
    ...owners.map((owner, i) => `import { ownershipCheck as owner${i} } from '#lambdas/${OWNERSHIP_CHECK_MODULES[owner]}';`),
    ...fn.routes.map((route, i) => `import { handler as route${i} } from '#lambdas/${route.handler}';`),
    ...(signedIn ? ['registerStandingReader(standingReader);'] : []),
    ...owners.map((owner, i) => `registerOwnershipCheck(${JSON.stringify(owner)}, owner${i});`),
    'export const handler = routeRouter({',
    ...fn.routes.map((route, i) => `  ${JSON.stringify(`${route.method} ${route.path}`)}: route${i},`),
    '});',
    '',
  ];
  const path = join(API_ENTRIES_DIR, `${fn.name}.ts`);
  writeIfChanged(path, lines.join('\n'));
  return path;
}

/**
 * esbuild `define` of an API function: its routes' table entries in place of
 * `process.env.FAST_DASHBOARD_ROUTES` (read by lambdas/http/own-route.ts), without what only the README
 * and the stacks read (summary, the replaced call, the nested stack, the packaging).
 */
export function compiledRoutesDefine(routes: readonly RouteDef[]): Record<string, string> {
  const runtime = routes.map(({ summary: _summary, replaces: _replaces, stack: _stack, ownFunction: _own, ...route }) => route);
  return { 'process.env.FAST_DASHBOARD_ROUTES': JSON.stringify(JSON.stringify(runtime)) };
}

function writeIfChanged(path: string, text: string): void {
  try {
    if (readFileSync(path, 'utf8') === text) return;
  } catch {
    // Not written yet.
  }
  mkdirSync(API_ENTRIES_DIR, { recursive: true });
  // Parallel syntheses (tests, the bench) may write the same entry: a rename never shows half a file.
  const partial = `${path}.${process.pid}.partial`;
  writeFileSync(partial, text);
  renameSync(partial, path);
}
