import { Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiRoutesStack } from '#lib/stacks/api-routes-stack';
import { ROUTE_STACK_BUDGET, routeStackResources } from '#lib/stacks/route-groups';
import { buildTestApp } from './support/test-app.ts';

/** Below CloudFormation's 500 resources per stack, so growth fails this test before it fails a deploy. */
const MAX_RESOURCES = 450;

let sizes: { path: string; resources: number; stack: Stack }[];

beforeAll(() => {
  // With the CLI's metadata resource: the counts CloudFormation will see.
  const { app } = buildTestApp({ versionReporting: true });
  sizes = app.node
    .findAll()
    .filter((c): c is Stack => Stack.isStack(c))
    .map((stack) => ({ path: stack.node.path, resources: Object.keys(Template.fromStack(stack).toJSON().Resources ?? {}).length, stack }));
  console.info(`Resources per stack (limit ${MAX_RESOURCES}):\n${sizes.map((s) => `  ${String(s.resources).padStart(4)}  ${s.path}`).join('\n')}`);
});

describe('stack sizes', () => {
  it('counts every stack and nested stack of the app', () => {
    expect(sizes.map((s) => s.path)).toEqual(expect.arrayContaining(['FastDashboard-test-Api', 'FastDashboard-test-Api/PayrollRoutes', 'FastDashboard-test-Realtime']));
  });

  it(`keeps every stack and nested stack under ${MAX_RESOURCES} resources`, () => {
    expect(sizes.filter((s) => s.resources >= MAX_RESOURCES).map((s) => `${s.path}: ${s.resources}`)).toEqual([]);
  });

  it('keeps the Api stack small whatever the number of routes: the routes live in nested stacks', () => {
    const api = sizes.find((s) => s.path === 'FastDashboard-test-Api')!;
    const routeStacks = sizes.filter((s) => s.stack instanceof ApiRoutesStack).length;
    expect(api.resources).toBeLessThanOrEqual(routeStacks + 5);
  });

  it(`plans route stacks right: exactly the resources of their functions and route keys, within the ${ROUTE_STACK_BUDGET} budget`, () => {
    for (const { stack, resources, path } of sizes) {
      if (!(stack instanceof ApiRoutesStack)) continue;
      expect(resources, path).toBe(routeStackResources(stack.group.functions));
      expect(resources, path).toBeLessThanOrEqual(ROUTE_STACK_BUDGET);
    }
  });
});
