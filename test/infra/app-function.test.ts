import { App } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { AwsSolutionsChecks } from 'cdk-nag';
import { beforeAll, describe, expect, it } from 'vitest';
import { inStack } from '#lambdas/route-types';
import { grantedActions } from '#lib/constructs/grant-actions';
import { ApiStack } from '#lib/stacks/api-stack';
import { AuthStack } from '#lib/stacks/auth-stack';
import { DataStack } from '#lib/stacks/data-stack';
import { FEATURE_FLAGS } from '#lib/stacks/fast-dashboard';
import { RealtimeStack } from '#lib/stacks/realtime-stack';
import { StorageStack } from '#lib/stacks/storage-stack';
import { templateWithNested } from './support/nested-template.ts';
import { actionsOf, functionByDescription, statementsOf } from './support/template-queries.ts';

/** Test-only routes using the grants no product route uses yet: uploads and WebSocket fan-out. */
const testRoutes = inStack('app', [
  {
    ownFunction: true, method: 'POST', path: '/attachments', handler: 'app/get-version', minRole: 8, scope: 'own', owner: 'caller',
    summary: 'Presign an attachment upload', access: { table: 'readWrite', uploads: 'readWrite' },
  },
  {
    ownFunction: true, method: 'GET', path: '/attachments/{id}', handler: 'app/get-version', minRole: 8, scope: 'own', owner: 'caller',
    summary: 'Presign an attachment download', access: { uploads: 'read' },
  },
  {
    ownFunction: true, method: 'POST', path: '/broadcasts', handler: 'app/get-version', minRole: 8, scope: 'company',
    summary: 'Send a broadcast to connected members', access: { table: 'read', sockets: true },
  },
]);

let app: App;
let api: Template;

beforeAll(() => {
  app = new App({ context: { ...FEATURE_FLAGS, 'aws:cdk:bundling-stacks': [] } });
  const auth = new AuthStack(app, 'Auth');
  const data = new DataStack(app, 'Data');
  const storage = new StorageStack(app, 'Storage', { webOrigins: ['https://app.example.com'] });
  const versions = { appVersion: '1.0.0', minAppVersion: '1.0.0' };
  const backend = { ...versions, table: data.table, uploads: storage.uploads };
  const realtime = new RealtimeStack(app, 'Realtime', { backend, stageName: 'test', userPool: auth.userPool, userPoolClient: auth.userPoolClient });
  const apiStack = new ApiStack(app, 'Api', {
    backend: { ...backend, sockets: realtime.stage },
    userPool: auth.userPool,
    userPoolClient: auth.userPoolClient,
    webOrigins: ['https://app.example.com'],
    routes: testRoutes,
  });
  api = templateWithNested(apiStack);
});

describe('house Lambda grants across stacks', () => {
  it('lets an uploads read-write route get, put and delete objects and names the bucket', () => {
    const actions = actionsOf(statementsOf(api, 'POST /attachments'));
    expect(actions).toEqual(expect.arrayContaining(['s3:GetObject', 's3:PutObject', 's3:DeleteObject']));
    expect(functionByDescription(api, 'POST /attachments').properties.Environment.Variables.UPLOADS_BUCKET).toEqual({
      'Fn::ImportValue': expect.stringMatching(/^Storage:/),
    });
  });

  it('lets an uploads read route only get objects, and gives it no table', () => {
    const actions = actionsOf(statementsOf(api, 'GET /attachments/{id}')).filter((a) => !a.startsWith('logs:') && !a.startsWith('xray:'));
    expect(actions).toEqual(['s3:GetObject']);
    expect(functionByDescription(api, 'GET /attachments/{id}').properties.Environment.Variables.TABLE_NAME).toBeUndefined();
  });

  it('lets a sockets route post to WebSocket connections and gives it the @connections endpoint', () => {
    expect(actionsOf(statementsOf(api, 'POST /broadcasts'))).toContain('execute-api:ManageConnections');
    const endpoint = functionByDescription(api, 'POST /broadcasts').properties.Environment.Variables.SOCKETS_ENDPOINT;
    expect(JSON.stringify(endpoint)).toMatch(/Realtime:.*\/test/);
  });

  it.each(testRoutes.map((r) => [`${r.method} ${r.path}`, r] as const))('%s gets exactly the actions the local runtime allows it (lib/constructs/grant-actions.ts)', (description, route) => {
    const granted = actionsOf(statementsOf(api, description)).filter((a) => !a.startsWith('logs:') && !a.startsWith('xray:'));
    expect(new Set(granted)).toEqual(grantedActions(route.access));
  });

  it('acknowledges exactly those wildcard grants, so the AwsSolutions checks pass', () => {
    const report = new AwsSolutionsChecks().validateScope(app.node.findChild('Api'));
    expect(report.violations.map((v) => `${v.ruleName} ${v.violatingResources.map((r) => r.constructPath).join(', ')}`)).toEqual([]);
  });
});
