import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { diffRouteStacks, type RouteStackMap, synthesizedRouteStacks, updatedRecord } from './support/route-stack-record.ts';
import { buildTestApp } from './support/test-app.ts';

/** The nested stack of every deployed route. A route must never leave it: see README "Deploy". */
const RECORD = new URL('./route-stacks.json', import.meta.url);

let recorded: RouteStackMap;
let synthesized: RouteStackMap;

beforeAll(() => {
  synthesized = synthesizedRouteStacks(buildTestApp().stacks.api);
  recorded = existsSync(RECORD) ? (JSON.parse(readFileSync(RECORD, 'utf8')) as RouteStackMap) : {};
  // `npm run routes:record`: appends new routes and drops removed ones; a moved route keeps its record and fails below.
  if (process.env['RECORD_ROUTE_STACKS']) {
    recorded = updatedRecord(recorded, synthesized);
    writeFileSync(RECORD, `${JSON.stringify(recorded, null, 2)}\n`);
  }
});

describe('route stack record (test/infra/route-stacks.json)', () => {
  it('keeps every recorded route in the nested stack it was recorded in', () => {
    const moved = diffRouteStacks(recorded, synthesized).moved.map(({ route, from, to }) => `${route}: recorded in ${from}, now in ${to}`);
    expect(
      moved,
      'API Gateway refuses a route created in one nested stack while another still holds its key: give each of these routes back its recorded stack in lambdas/routes.ts',
    ).toEqual([]);
  });

  it('records every route the API serves and no other', () => {
    const { added, removed } = diffRouteStacks(recorded, synthesized);
    expect({ added, removed }, 'run `npm run routes:record` to append new routes and drop removed ones').toEqual({ added: [], removed: [] });
  });
});

describe('route stack diff', () => {
  const recordedMap = { 'GET /a': 'ChatRoutes', 'GET /b': 'PayrollRoutes', 'GET /gone': 'ChatRoutes' };
  const synthesizedMap = { 'GET /a': 'ChatRoutes', 'GET /b': 'Payroll2Routes', 'POST /new': 'Payroll2Routes' };

  it('names a recorded route synthesized in another stack with both stacks, and tells new routes from removed ones', () => {
    expect(diffRouteStacks(recordedMap, synthesizedMap)).toEqual({
      moved: [{ route: 'GET /b', from: 'PayrollRoutes', to: 'Payroll2Routes' }],
      added: ['POST /new'],
      removed: ['GET /gone'],
    });
  });

  it('updates the record by appending new routes and dropping removed ones, never rewriting a moved route', () => {
    expect(updatedRecord(recordedMap, synthesizedMap)).toEqual({ 'GET /a': 'ChatRoutes', 'GET /b': 'PayrollRoutes', 'POST /new': 'Payroll2Routes' });
  });
});
