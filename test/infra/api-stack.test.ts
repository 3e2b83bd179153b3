import { Match, Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { routes } from '#lambdas/routes';
import { pascalId } from '#lib/constructs/ids';
import type { FastDashboardStacks } from '#lib/stacks/fast-dashboard';
import { groupRoutes } from '#lib/stacks/route-groups';
import { nestedStacksOf, templateWithNested } from './support/nested-template.ts';
import { actionsOf, functionByDescription, statementsOf } from './support/template-queries.ts';
import { buildTestApp } from './support/test-app.ts';

let stacks: FastDashboardStacks;
/** The Api stack with its nested route stacks merged in. */
let api: Template;
/** The Api stack's own template. */
let parent: Template;

beforeAll(() => {
  ({ stacks } = buildTestApp());
  api = templateWithNested(stacks.api);
  parent = Template.fromStack(stacks.api);
});

const describeRoute = (r: (typeof routes)[number]) => `${r.method} ${r.path}`;
const publicRoutes = routes.filter((r) => r.minRole === 'public');
const protectedRoutes = routes.filter((r) => r.minRole !== 'public');

function authorizerId(): string {
  const authorizers = Object.keys(parent.findResources('AWS::ApiGatewayV2::Authorizer'));
  expect(authorizers).toHaveLength(1);
  return authorizers[0]!;
}

describe('HTTP API', () => {
  it('serves every route of lambdas/routes.ts and no other', () => {
    const routeKeys = Object.values(api.findResources('AWS::ApiGatewayV2::Route')).map((r) => r.Properties.RouteKey as string);
    expect(routeKeys.sort()).toEqual(routes.map(describeRoute).sort());
  });

  it('verifies the Cognito ID token: issuer is the user pool, audience the SPA client', () => {
    api.hasResourceProperties('AWS::ApiGatewayV2::Authorizer', {
      AuthorizerType: 'JWT',
      IdentitySource: ['$request.header.Authorization'],
      JwtConfiguration: {
        Audience: [{ 'Fn::ImportValue': Match.stringLikeRegexp('FastDashboard-test-Auth:.*WebClient') }],
        Issuer: {
          'Fn::Join': ['', Match.arrayWith([Match.stringLikeRegexp('^https://cognito-idp\\.'), { 'Fn::ImportValue': Match.stringLikeRegexp('FastDashboard-test-Auth:.*UserPool') }])],
        },
      },
    });
  });

  it.each(protectedRoutes.map(describeRoute))('puts %s behind the JWT authorizer', (routeKey) => {
    api.hasResourceProperties('AWS::ApiGatewayV2::Route', {
      RouteKey: routeKey,
      AuthorizationType: 'JWT',
      AuthorizerId: { Ref: authorizerId() },
    });
  });

  it.each(publicRoutes.map(describeRoute))('leaves the public route %s without an authorizer', (routeKey) => {
    api.hasResourceProperties('AWS::ApiGatewayV2::Route', { RouteKey: routeKey, AuthorizationType: 'NONE', AuthorizerId: Match.absent() });
  });

  it('allows cross-origin calls from the web distribution only', () => {
    api.hasResourceProperties('AWS::ApiGatewayV2::Api', {
      CorsConfiguration: {
        AllowOrigins: [{ 'Fn::Join': ['', ['https://', { 'Fn::ImportValue': Match.stringLikeRegexp('FastDashboard-test-Web:.*Distribution.*DomainName') }]] }],
        // x-app-version: the SPA sends its version on every call (spec part 1 §7); x-inspection-link and x-schedule-link: the signed links' tokens.
        AllowHeaders: ['authorization', 'content-type', 'x-app-version', 'x-inspection-link', 'x-schedule-link'],
      },
    });
  });

  it('writes access logs from its auto-deployed default stage', () => {
    api.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: '$default',
      AutoDeploy: true,
      AccessLogSettings: { DestinationArn: Match.anyValue(), Format: Match.stringLikeRegexp('\\$context.requestId') },
    });
  });
});

describe('route stacks', () => {
  it('keeps the API, its stage, access logs and the one authorizer in the Api stack, every route in a nested stack', () => {
    const types = new Set(Object.values(parent.toJSON().Resources as Record<string, { Type: string }>).map((r) => r.Type));
    expect([...types].sort()).toEqual(
      ['AWS::ApiGatewayV2::Api', 'AWS::ApiGatewayV2::Authorizer', 'AWS::ApiGatewayV2::Stage', 'AWS::CloudFormation::Stack', 'AWS::Logs::LogGroup'].sort(),
    );
    parent.resourceCountIs('AWS::CloudFormation::Stack', groupRoutes(routes).length);
  });

  it("puts each route's function, integration, permission and route in the nested stack it declares", () => {
    const byStack = nestedStacksOf(stacks.api).map((nested) => {
      const template = Template.fromStack(nested);
      const keys = Object.values(template.findResources('AWS::ApiGatewayV2::Route')).map((r) => r.Properties.RouteKey as string);
      const functions = Object.values(template.findResources('AWS::Lambda::Function')).map((f) => f.Properties.Description as string);
      expect(functions.sort()).toEqual([...keys].sort());
      template.resourceCountIs('AWS::ApiGatewayV2::Integration', keys.length);
      template.resourceCountIs('AWS::Lambda::Permission', keys.length);
      return { id: nested.node.id, keys: keys.sort() };
    });
    const expected = groupRoutes(routes).map((group) => ({
      id: `${pascalId(group.name)}Routes`,
      keys: group.routes.map(describeRoute).sort(),
    }));
    expect(byStack).toEqual(expected);
    for (const group of groupRoutes(routes)) {
      for (const route of group.routes) expect(route.stack).toBe(group.name);
    }
  });
});

describe('route functions', () => {
  it('creates exactly one function per route', () => {
    api.resourceCountIs('AWS::Lambda::Function', routes.length);
    for (const route of routes) functionByDescription(api, describeRoute(route));
  });

  it.each(routes.map(describeRoute))('runs %s on Node 24 / ARM64 with its own log group', (description) => {
    const { properties } = functionByDescription(api, description);
    expect(properties.Runtime).toBe('nodejs24.x');
    expect(properties.Architectures).toEqual(['arm64']);
    expect(properties.LoggingConfig.LogGroup).toEqual({ Ref: expect.any(String) });
  });

  it('keeps log groups for a limited time', () => {
    api.allResourcesProperties('AWS::Logs::LogGroup', { RetentionInDays: Match.anyValue() });
  });

  it('gives a route that declares no access neither table permissions nor TABLE_NAME', () => {
    const route = routes.find((r) => Object.keys(r.access).length === 0)!;
    const description = describeRoute(route);
    expect(actionsOf(statementsOf(api, description)).filter((a) => !a.startsWith('logs:') && !a.startsWith('xray:'))).toEqual([]);
    expect(functionByDescription(api, description).properties.Environment.Variables.TABLE_NAME).toBeUndefined();
  });

  it('gives a read-only route no write action on the table', () => {
    const route = routes.find((r) => r.access.table === 'read')!;
    const actions = actionsOf(statementsOf(api, describeRoute(route)));
    expect(actions).toContain('dynamodb:Query');
    expect(actions.filter((a) => a.startsWith('dynamodb:') && /Put|Update|Delete|Write/.test(a))).toEqual([]);
  });

  it('lets a read-write route write items of the table but never delete the table', () => {
    const route = routes.find((r) => r.access.table === 'readWrite')!;
    const actions = actionsOf(statementsOf(api, describeRoute(route)));
    expect(actions).toEqual(expect.arrayContaining(['dynamodb:PutItem', 'dynamodb:UpdateItem']));
    expect(actions.filter((a) => a.includes('*') || a === 'dynamodb:DeleteTable')).toEqual([]);
  });
});
