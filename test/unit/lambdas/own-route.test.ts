import { afterEach, describe, expect, it, vi } from 'vitest';
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';
import { routes } from '#lambdas/routes';
import { compiledRouteDefine } from '#lib/constructs/compiled-route';
import { EXTERNAL_MODULES } from '#lib/constructs/node-function';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const getMe = routes.find((r) => r.method === 'GET' && r.path === '/me')!;
const listRuns = routes.find((r) => r.method === 'GET' && r.path === '/payruns')!;

async function freshOwnRoute() {
  vi.resetModules();
  return import('#lambdas/http/own-route');
}

/** A route function bundled as the Api stack bundles it, its own route compiled in or not. */
async function bundled(define?: Record<string, string>): Promise<string> {
  const result = await build({
    entryPoints: [`${root}lambdas/${getMe.handler}.ts`], bundle: true, minify: true, platform: 'node', target: 'node24', format: 'esm',
    mainFields: ['module', 'main'], external: EXTERNAL_MODULES, define, write: false, logLevel: 'silent',
  });
  return result.outputFiles[0]!.text;
}

describe('a route function’s own route', () => {
  afterEach(() => {
    delete process.env.FAST_DASHBOARD_ROUTE;
  });

  it('is read from the route table when nothing is compiled in (the local cloud serves every route)', async () => {
    const { routeOfKey } = await freshOwnRoute();
    expect(routeOfKey('GET /me')).toMatchObject({ handler: getMe.handler, minRole: getMe.minRole, scope: getMe.scope });
    expect(routeOfKey('GET /payruns')).toMatchObject({ handler: listRuns.handler, minRole: listRuns.minRole });
  });

  it('is the compiled entry alone once deployed: any other route key finds nothing', async () => {
    const define = compiledRouteDefine(getMe);
    process.env.FAST_DASHBOARD_ROUTE = JSON.parse(define['process.env.FAST_DASHBOARD_ROUTE']!) as string;
    const { routeOfKey } = await freshOwnRoute();
    const own = routeOfKey('GET /me')!;
    expect(own).toEqual({ method: 'GET', path: '/me', handler: getMe.handler, minRole: getMe.minRole, scope: getMe.scope, owner: getMe.owner, access: getMe.access });
    expect(own).not.toHaveProperty('summary');
    expect(routeOfKey('GET /payruns')).toBeUndefined();
  });

  it('leaves the rest of the route table out of the bundle', async () => {
    const [table, own] = await Promise.all([bundled(), bundled(compiledRouteDefine(getMe))]);
    expect(table).toContain(listRuns.summary);
    expect(own).not.toContain(listRuns.summary);
    expect(own).not.toContain('"/payruns"');
    expect(own.length).toBeLessThan(table.length - 40_000);
  });
});
