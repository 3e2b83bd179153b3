import { afterEach, describe, expect, it, vi } from 'vitest';
import { build } from 'esbuild';
import { apiFunctions } from '#lambdas/api-functions';
import { routes } from '#lambdas/routes';
import { compiledRoutesDefine, writeApiFunctionEntry } from '#lib/constructs/api-function-entry';
import { EXTERNAL_MODULES } from '#lib/constructs/node-function';

const account = apiFunctions(routes).find((fn) => fn.name === 'account')!;
const getMe = account.routes.find((r) => r.method === 'GET' && r.path === '/me')!;
const listRuns = routes.find((r) => r.method === 'GET' && r.path === '/payruns')!;

async function freshOwnRoute() {
  vi.resetModules();
  return import('#lambdas/http/own-route');
}

/** The account API function bundled as the Api stack bundles it, its routes compiled in or not. */
async function bundled(define?: Record<string, string>): Promise<string> {
  const result = await build({
    entryPoints: [writeApiFunctionEntry(account)], bundle: true, minify: true, platform: 'node', target: 'node24', format: 'esm',
    mainFields: ['module', 'main'], external: EXTERNAL_MODULES, define, write: false, logLevel: 'silent',
  });
  return result.outputFiles[0]!.text;
}

describe('an API function’s own routes', () => {
  afterEach(() => {
    delete process.env.FAST_DASHBOARD_ROUTES;
  });

  it('are read from the route table when nothing is compiled in (the local cloud serves every route)', async () => {
    const { routeOfKey } = await freshOwnRoute();
    expect(routeOfKey('GET /me')).toMatchObject({ handler: getMe.handler, minRole: getMe.minRole, scope: getMe.scope });
    expect(routeOfKey('GET /payruns')).toMatchObject({ handler: listRuns.handler, minRole: listRuns.minRole });
  });

  it('are the compiled entries alone once deployed: a route of another function finds nothing', async () => {
    const define = compiledRoutesDefine(account.routes);
    process.env.FAST_DASHBOARD_ROUTES = JSON.parse(define['process.env.FAST_DASHBOARD_ROUTES']!) as string;
    const { routeOfKey } = await freshOwnRoute();
    const own = routeOfKey('GET /me')!;
    expect(own).toEqual({ method: 'GET', path: '/me', handler: getMe.handler, minRole: getMe.minRole, scope: getMe.scope, owner: getMe.owner, access: getMe.access });
    expect(own).not.toHaveProperty('summary');
    for (const route of account.routes) expect(routeOfKey(`${route.method} ${route.path}`)?.handler).toBe(route.handler);
    expect(routeOfKey('GET /payruns')).toBeUndefined();
  });

  it('leave the rest of the route table and the other domains’ handlers out of the bundle', async () => {
    const [table, own] = await Promise.all([bundled(), bundled(compiledRoutesDefine(account.routes))]);
    expect(table).toContain(listRuns.summary);
    expect(own).not.toContain(listRuns.summary);
    expect(own).not.toContain('"/payruns"');
    expect(own.length).toBeLessThan(table.length - 40_000);
  });
});
