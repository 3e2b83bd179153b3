import { describe, expect, it } from 'vitest';
import { apiFunctions, deployedRouteKeys, unionAccess } from '#lambdas/api-functions';
import { routes } from '#lambdas/routes';
import type { StackedRoute } from '#lambdas/route-types';

const route = (method: StackedRoute['method'], path: string, extra: Partial<StackedRoute> = {}): StackedRoute =>
  ({ method, path, handler: `h${method}${path}`, minRole: 1, scope: 'company', summary: 's', access: {}, stack: 'payroll', ...extra }) as StackedRoute;

describe('API functions (routes packaged for AWS)', () => {
  it('grant every signed-in route a read of the table: the middleware reads the caller\'s directory entry on each request', () => {
    expect(routes.filter((r) => r.minRole !== 'public' && !r.access.table).map((r) => `${r.method} ${r.path}`)).toEqual([]);
  });

  it('serve every route of the table exactly once', () => {
    const served = apiFunctions(routes).flatMap((fn) => fn.routes);
    expect(served).toHaveLength(routes.length);
    expect(new Set(served).size).toBe(routes.length);
  });

  it("package a stack's routes in one function and give a route that asks for it a function of its own", () => {
    const fns = apiFunctions([route('GET', '/a'), route('POST', '/b'), route('POST', '/feed', { ownFunction: true, minRole: 'public', scope: 'public' })]);
    expect(fns.map((fn) => [fn.name, fn.routes.map((r) => r.path)])).toEqual([
      ['payroll', ['/a', '/b']],
      ['payroll-post-feed', ['/feed']],
    ]);
  });

  it('serve methods of one path in one function as one ANY route key, a lone method as its own key', () => {
    const [fn] = apiFunctions([route('GET', '/runs/{id}'), route('DELETE', '/runs/{id}'), route('GET', '/runs')]);
    expect(fn!.routeKeys.map((k) => [k.key, k.methods])).toEqual([
      ['ANY /runs/{id}', ['GET', 'DELETE']],
      ['GET /runs', ['GET']],
    ]);
  });

  it('never merge a public and a protected method of one path: each keeps its own authorizer', () => {
    const [fn] = apiFunctions([route('GET', '/link'), route('POST', '/link', { minRole: 'public', scope: 'public' })]);
    expect(fn!.routeKeys.map((k) => [k.key, k.isPublic])).toEqual([
      ['GET /link', false],
      ['POST /link', true],
    ]);
  });

  it('tell the route key API Gateway sends for every table key', () => {
    const keys = deployedRouteKeys(routes);
    expect(keys.size).toBe(routes.length);
    expect(keys.get('GET /payruns')?.key).toBe('ANY /payruns');
    expect(keys.get('POST /telematics/events')?.key).toBe('POST /telematics/events');
  });

  it('grant a function the widest of each of its routes’ access, and nothing none of them asks', () => {
    expect(
      unionAccess([
        { table: 'read', uploads: 'read', secrets: 'seal', outside: ['helpdesk'] },
        { table: 'readWrite', users: 'read', secrets: 'open', workflows: ['pay-run'], outside: ['helpdesk', 'safety-software'] },
        { users: 'admin', alerts: true },
      ]),
    ).toEqual({
      table: 'readWrite',
      uploads: 'read',
      users: 'admin',
      secrets: 'sealAndOpen',
      workflows: ['pay-run'],
      alerts: true,
      outside: ['helpdesk', 'safety-software'],
    });
    expect(unionAccess([{}, {}])).toEqual({});
    expect(unionAccess([{ secrets: 'seal' }, { secrets: 'seal' }])).toEqual({ secrets: 'seal' });
  });
});
