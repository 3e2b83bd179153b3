import { describe, expect, it } from 'vitest';
import { inStack, type StackedRoute } from '#lambdas/route-types';
import { routes } from '#lambdas/routes';
import { groupRoutes, ROUTE_STACK_BUDGET, routeStackResources } from '#lib/stacks/route-groups';
import { apiFunctions } from '#lambdas/api-functions';

/** The most routes whose stack fits the budget. */
const MAX_ROUTES = Array.from({ length: 500 }, (_, n) => n).findLast((n) => routeStackResources(apiFunctions(many('x', n))) <= ROUTE_STACK_BUDGET)!;

function many(stack: string, count: number, from = 0): StackedRoute[] {
  return Array.from({ length: count }, (_, i) => {
    const n = from + i;
    return { method: 'GET', path: `/${stack}/${n}`, handler: `${stack}/h${n}`, stack, minRole: 1, scope: 'company', summary: stack, access: {} } as const;
  });
}

const stackOf = (defs: readonly StackedRoute[]) =>
  Object.fromEntries(groupRoutes(defs).flatMap((group) => group.routes.map((r) => [`${r.method} ${r.path}`, group.name])));

describe('route groups (one nested stack each)', () => {
  it('puts every product route in the stack it declares, each stack within the budget', () => {
    const groups = groupRoutes(routes);
    expect(groups.flatMap((g) => g.routes)).toHaveLength(routes.length);
    for (const group of groups) {
      expect(group.routes.length).toBeLessThanOrEqual(MAX_ROUTES);
      for (const r of group.routes) expect(r.stack).toBe(group.name);
    }
    expect(groups.map((g) => g.name)).toEqual(expect.arrayContaining(['app', 'account', 'chat', 'payroll']));
  });

  it('never moves a route when routes and stacks are added, even a stack filled to the budget', () => {
    const before = stackOf([...many('chat', 20), ...many('payroll', 10)]);
    const after = stackOf([...many('payroll', MAX_ROUTES), ...many('chat', 21), ...many('payroll-2', 30, MAX_ROUTES), ...many('alerts', 1)]);
    for (const [route, stack] of Object.entries(before)) expect(after[route], route).toBe(stack);
  });

  it("puts a list's routes in the list's stack, except a route that names its own", () => {
    const [own, listed] = [many('alerts', 1)[0]!, { ...many('chat', 1)[0]!, stack: undefined }];
    expect(inStack('chat', [listed, own]).map((r) => r.stack)).toEqual(['chat', 'alerts']);
  });

  it('refuses a route that declares no stack, naming it', () => {
    const { stack: _, ...bare } = many('chat', 1)[0]!;
    expect(() => groupRoutes([...many('app', 1), bare])).toThrow(/GET \/chat\/0 declares no stack/);
  });

  it('refuses a stack with more routes than the budget takes, asking for a new stack', () => {
    expect(() => groupRoutes(many('chat', MAX_ROUTES))).not.toThrow();
    expect(() => groupRoutes(many('chat', MAX_ROUTES + 1))).toThrow(/Route stack 'chat' holds \d+ routes \(\d+ resources\).*new stack/);
  });
});
