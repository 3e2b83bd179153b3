import { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { broadcastTarget } from '#lambdas/chat/broadcasts/broadcast-target';
import { fansOut, jobs } from '#lambdas/jobs/jobs';
import { routes, socketRoutes } from '#lambdas/routes';
import type { RouteAccess } from '#lambdas/route-types';
import { environmentProblems } from '#lambdas/runtime-env';
import { stateMachines } from '#lambdas/workflows/definitions';
import type { FastDashboardStacks } from '#lib/stacks/fast-dashboard';
import { templateWithNested } from './support/nested-template.ts';
import { apiFunctions } from '#lambdas/api-functions';
import { apiFunctionDescription } from '#lib/constructs/api-function';
import { functionByDescription } from './support/template-queries.ts';
import { buildTestApp } from './support/test-app.ts';

/**
 * Every function of the product, as synthesized, has the environment the schema of its access asks
 * for (what the function checks at cold start). Deploy-time values (Ref, GetAtt, imports) render as a
 * placeholder that is valid inside a URL or an ARN; a Fn::Join is joined, so STATE_MACHINE_ARNS is checked as the JSON it becomes.
 */
function rendered(value: unknown): string {
  if (typeof value === 'string') return value;
  const join = (value as { 'Fn::Join'?: [string, unknown[]] })['Fn::Join'];
  return join ? join[1].map(rendered).join(join[0]) : 'deploy-time-value';
}

function environmentOf(template: Template, description: string): Record<string, string> {
  const variables = (functionByDescription(template, description).properties.Environment?.Variables ?? {}) as Record<string, unknown>;
  return Object.fromEntries(Object.entries(variables).map(([name, value]) => [name, rendered(value)]));
}

const functionOf = (route: (typeof routes)[number]) => apiFunctions(routes).find((fn) => fn.routes.includes(route))!;

let stacks: FastDashboardStacks;
beforeAll(() => {
  ({ stacks } = buildTestApp());
});

function expectSatisfied(template: () => Template, functions: ReadonlyArray<{ description: string; access: RouteAccess }>) {
  for (const f of functions) expect(environmentProblems(f.access, environmentOf(template(), f.description)), f.description).toEqual([]);
}

describe('function environments', () => {
  it("give every route's function what its access needs", () => {
    const api = templateWithNested(stacks.api);
    // Each route's own access, checked against the function that serves it (granted the union of its routes').
    expectSatisfied(() => api, routes.map((r) => ({ description: apiFunctionDescription(functionOf(r)), access: r.access })));
  });

  it('give every workflow task what its access needs', () => {
    const workflows = Template.fromStack(stacks.workflows);
    expectSatisfied(() => workflows, stateMachines.flatMap((m) => Object.entries(m.tasks).map(([key, task]) => ({ description: `${m.name}: ${key}`, access: task.access }))));
  });

  it('give every socket route, job and the broadcast sender what its access needs', () => {
    const realtime = Template.fromStack(stacks.realtime);
    const schedules = Template.fromStack(stacks.schedules);
    expectSatisfied(() => realtime, socketRoutes.map((r) => ({ description: `WebSocket ${r.routeKey}`, access: r.access })));
    // A job that fans out has no function of its own: its tasks are the Workflows stack's, checked above.
    expectSatisfied(() => schedules, [...jobs.filter((j) => !fansOut(j)).map((j) => ({ description: `Scheduled job ${j.name}`, access: j.access })), { description: 'Scheduled chat broadcast sender', access: broadcastTarget.access }]);
  });

  it("gives the job that e-mails scheduled report links the web app's address", () => {
    const env = environmentOf(Template.fromStack(stacks.workflows), 'send-scheduled-reports: each');
    expect(env.APP_URL).toBe('https://deploy-time-value');
  });

  it('would catch a route whose function lacks a workflow it may start', () => {
    const route = routes.find((r) => r.access.workflows?.includes('statement-removal'))!;
    const env = environmentOf(templateWithNested(stacks.api), apiFunctionDescription(functionOf(route)));
    expect(environmentProblems({ ...route.access, workflows: [...route.access.workflows!, 'not-deployed'] }, env)).toEqual(['STATE_MACHINE_ARNS: has no ARN for not-deployed']);
  });
});
