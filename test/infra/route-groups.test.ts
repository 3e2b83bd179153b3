import { describe, expect, it } from 'vitest';
import type { RouteDef } from '#lambdas/route-types';
import { routes } from '#lambdas/routes';
import { groupRoutes, ROUTE_STACK_BUDGET, routeStackResources } from '#lib/stacks/route-groups';

/** The most routes whose stack fits the budget. */
const MAX_ROUTES = Array.from({ length: 500 }, (_, n) => n).findLast((n) => routeStackResources(n) <= ROUTE_STACK_BUDGET)!;

function route(handler: string, n: number): RouteDef {
  return { method: 'GET', path: `/${handler}/${n}`, handler, minRole: 1, scope: 'company', summary: handler, access: {} };
}

function many(handlerOf: (n: number) => string, count: number): RouteDef[] {
  return Array.from({ length: count }, (_, n) => route(handlerOf(n), n));
}

const summary = (defs: readonly RouteDef[]) => groupRoutes(defs).map((g) => [g.name, g.routes.length]);

describe('route groups (one nested stack each)', () => {
  it('groups the product routes by domain, each within the budget', () => {
    const groups = groupRoutes(routes);
    expect(groups.flatMap((g) => g.routes)).toHaveLength(routes.length);
    for (const group of groups) {
      expect(group.routes.length).toBeLessThanOrEqual(MAX_ROUTES);
      for (const r of group.routes) expect(r.handler.startsWith(`${group.name}/`)).toBe(true);
    }
    expect(groups.map((g) => g.name)).toEqual(expect.arrayContaining(['app', 'account', 'chat', 'payroll']));
  });

  it('keeps a domain that fits in one group, whatever its subfolders', () => {
    expect(summary([...many((n) => `payroll/tools/t${n}`, 10), ...many((n) => `payroll/runs/r${n}`, 5), route('app/get-version', 0)])).toEqual([
      ['app', 1],
      ['payroll', 15],
    ]);
  });

  it("splits a domain over the budget by subfolder, keeping the domain folder's own handlers together", () => {
    const defs = [...many((n) => `payroll/tools/t${n}`, MAX_ROUTES), ...many((n) => `payroll/runs/r${n}`, 5), ...many((n) => `payroll/p${n}`, 3)];
    expect(summary(defs)).toEqual([
      ['payroll', 3],
      ['payroll/runs', 5],
      ['payroll/tools', MAX_ROUTES],
    ]);
  });

  it('splits further down when a subfolder alone is over the budget', () => {
    const half = Math.ceil((MAX_ROUTES + 1) / 2);
    const defs = [...many((n) => `payroll/tools/${n % 2 ? 'a' : 'b'}/t${n}`, 2 * half), route('payroll/runs/get', 0)];
    expect(summary(defs)).toEqual([
      ['payroll/runs', 1],
      ['payroll/tools/a', half],
      ['payroll/tools/b', half],
    ]);
  });

  it('never moves a route because another domain grew', () => {
    const chat = many((n) => `chat/c${n}`, 20);
    const before = groupRoutes([...chat, ...many((n) => `payroll/tools/t${n}`, 10)]).find((g) => g.name === 'chat');
    const grown = groupRoutes([...chat, ...many((n) => `payroll/${n % 2 ? 'tools' : 'runs'}/t${n}`, MAX_ROUTES + 1)]);
    expect(grown.map((g) => g.name)).toEqual(['chat', 'payroll/runs', 'payroll/tools']);
    expect(grown.find((g) => g.name === 'chat')).toEqual(before);
  });

  it('refuses a folder with more handlers than one stack holds, asking for subfolders', () => {
    expect(() => groupRoutes(many((n) => `chat/c${n}`, MAX_ROUTES + 1))).toThrow(/lambdas\/chat\/ holds \d+ route handlers directly.*subfolders/);
  });
});
