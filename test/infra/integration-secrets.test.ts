import { App } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { inStack } from '#lambdas/route-types';
import { ApiStack } from '#lib/stacks/api-stack';
import { AuthStack } from '#lib/stacks/auth-stack';
import { DataStack } from '#lib/stacks/data-stack';
import { FEATURE_FLAGS } from '#lib/stacks/fast-dashboard';
import { templateWithNested } from './support/nested-template.ts';
import { actionsOf, functionByDescription, statementsOf } from './support/template-queries.ts';

/** Routes with each of the new grants: sealing only, opening only, reading users, administering users and calling a system. */
const testRoutes = inStack('app', [
  { ownFunction: true, method: 'PUT', path: '/seal', handler: 'app/get-version', minRole: 1, scope: 'company', summary: 'seal', access: { secrets: 'seal' } },
  { ownFunction: true, method: 'POST', path: '/open', handler: 'app/get-version', minRole: 1, scope: 'company', summary: 'open', access: { secrets: 'open', outside: ['settlement-portal'] } },
  { ownFunction: true, method: 'GET', path: '/users', handler: 'app/get-version', minRole: 1, scope: 'company', summary: 'users read', access: { users: 'read' } },
  { ownFunction: true, method: 'POST', path: '/users', handler: 'app/get-version', minRole: 1, scope: 'company', summary: 'users admin', access: { users: 'admin' } },
  { ownFunction: true, method: 'POST', path: '/video', handler: 'app/get-version', minRole: 1, scope: 'company', summary: 'video', access: { outside: ['video-telematics'] } },
]);

let data: Template;
let api: Template;

beforeAll(() => {
  const app = new App({ context: { ...FEATURE_FLAGS, 'aws:cdk:bundling-stacks': [] } });
  const auth = new AuthStack(app, 'Auth');
  const dataStack = new DataStack(app, 'Data');
  const apiStack = new ApiStack(app, 'Api', {
    backend: {
      appVersion: '1.0.0',
      minAppVersion: '1.0.0',
      table: dataStack.table,
      userPool: auth.userPool,
      secretsKey: dataStack.integrationSecretsKey,
      outsideSystems: { 'settlement-portal': 'https://portal.example.com/api' },
      appUrl: 'https://app.example.com',
      oauthClientId: 'fast-dashboard',
    },
    userPool: auth.userPool,
    userPoolClient: auth.userPoolClient,
    webOrigins: ['https://app.example.com'],
    routes: testRoutes,
  });
  data = Template.fromStack(dataStack);
  api = templateWithNested(apiStack);
});

const variables = (route: string) => functionByDescription(api, route).properties.Environment.Variables as Record<string, unknown>;

describe('integration secrets key and the grants on it', () => {
  it('is a customer-managed key with yearly rotation, kept when the stack is deleted', () => {
    data.hasResourceProperties('AWS::KMS::Key', { EnableKeyRotation: true });
    data.hasResource('AWS::KMS::Key', { DeletionPolicy: 'Retain', UpdateReplacePolicy: 'Retain' });
    data.hasResourceProperties('AWS::KMS::Alias', { AliasName: 'alias/Data/integration-secrets' });
  });

  it('lets a sealing function encrypt but never decrypt, and an opening one decrypt but never encrypt', () => {
    const seal = actionsOf(statementsOf(api, 'PUT /seal'));
    expect(seal).toContain('kms:Encrypt');
    expect(seal).not.toContain('kms:Decrypt');
    const open = actionsOf(statementsOf(api, 'POST /open'));
    expect(open).toContain('kms:Decrypt');
    expect(open).not.toContain('kms:Encrypt');
    expect(variables('PUT /seal').SECRETS_KEY_ID).toEqual({ 'Fn::ImportValue': expect.stringMatching(/^Data:/) });
  });

  it('scopes the key grant to the one key, not every key of the account', () => {
    const resources = statementsOf(api, 'PUT /seal').filter((s) => actionsOf([s]).includes('kms:Encrypt')).flatMap((s) => [s.Resource].flat());
    expect(resources).toHaveLength(1);
    expect(JSON.stringify(resources[0])).toMatch(/Data:/);
  });
});

describe('user pool grants', () => {
  it('gives a reading function only AdminGetUser and ListUsers on the pool, with its id', () => {
    const actions = actionsOf(statementsOf(api, 'GET /users'));
    expect(actions.filter((a) => a.startsWith('cognito-idp:')).sort()).toEqual(['cognito-idp:AdminGetUser', 'cognito-idp:ListUsers']);
    expect(variables('GET /users').USER_POOL_ID).toBeDefined();
  });

  it('gives an administering function invitations, claims, disabling and global sign-out, never deleting users', () => {
    const actions = actionsOf(statementsOf(api, 'POST /users'));
    expect(actions).toEqual(expect.arrayContaining(['cognito-idp:AdminCreateUser', 'cognito-idp:AdminUpdateUserAttributes', 'cognito-idp:AdminDisableUser', 'cognito-idp:AdminEnableUser', 'cognito-idp:AdminUserGlobalSignOut']));
    expect(actions).not.toContain('cognito-idp:AdminDeleteUser');
    expect(actions).not.toContain('cognito-idp:*');
  });
});

describe('outside systems', () => {
  it('gives a function the base URL of each system it calls and nothing of the others', () => {
    expect(variables('POST /open').SETTLEMENT_PORTAL_URL).toBe('https://portal.example.com/api');
    expect(variables('POST /open').HELPDESK_URL).toBeUndefined();
  });

  it('gives a video-telematics caller our OAuth client id and the app address for the redirect', () => {
    expect(variables('POST /video')).toMatchObject({ OAUTH_CLIENT_ID: 'fast-dashboard', APP_URL: 'https://app.example.com' });
    // A deployment not given the system's URL leaves it unset: that system answers 503, the function still works.
    expect(variables('POST /video').VIDEO_TELEMATICS_URL).toBeUndefined();
  });
});
