import { Match, Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { routes } from '#lambdas/routes';
import { pascalId } from '#lib/constructs/ids';
import type { FastDashboardStacks } from '#lib/stacks/fast-dashboard';
import { groupRoutes } from '#lib/stacks/route-groups';
import { ROUTE_STACK_LANES } from '#lib/stacks/api-stack';
import { apiFunctionDescription } from '#lib/constructs/api-function';
import { apiFunctions, type ApiFunctionDef } from '#lambdas/api-functions';
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
const functions = apiFunctions(routes);
const routeKeys = functions.flatMap((fn) => fn.routeKeys);
const publicKeys = routeKeys.filter((k) => k.isPublic).map((k) => k.key);
const protectedKeys = routeKeys.filter((k) => !k.isPublic).map((k) => k.key);
const describeFunction = (fn: ApiFunctionDef) => apiFunctionDescription(fn);
const functionOf = (route: (typeof routes)[number]) => functions.find((fn) => fn.routes.includes(route))!;

function authorizerId(): string {
  const authorizers = Object.keys(parent.findResources('AWS::ApiGatewayV2::Authorizer'));
  expect(authorizers).toHaveLength(1);
  return authorizers[0]!;
}

describe('HTTP API', () => {
  it('serves every route of lambdas/routes.ts and no other, methods of one path and function as one ANY route', () => {
    const synthesized = Object.values(api.findResources('AWS::ApiGatewayV2::Route')).map((r) => r.Properties.RouteKey as string);
    expect(synthesized.sort()).toEqual(routeKeys.map((k) => k.key).sort());
    const served = routeKeys.flatMap((k) => k.methods.map((method) => `${method} ${k.path}`));
    expect(served.sort()).toEqual(routes.map(describeRoute).sort());
    expect(synthesized).toEqual(expect.arrayContaining(['ANY /payruns', 'POST /telematics/events']));
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

  it.each(protectedKeys)('puts %s behind the JWT authorizer', (routeKey) => {
    api.hasResourceProperties('AWS::ApiGatewayV2::Route', {
      RouteKey: routeKey,
      AuthorizationType: 'JWT',
      AuthorizerId: { Ref: authorizerId() },
    });
  });

  it.each(publicKeys)('leaves the public route %s without an authorizer', (routeKey) => {
    api.hasResourceProperties('AWS::ApiGatewayV2::Route', { RouteKey: routeKey, AuthorizationType: 'NONE', AuthorizerId: Match.absent() });
  });

  it('allows cross-origin calls from the web distribution only', () => {
    api.hasResourceProperties('AWS::ApiGatewayV2::Api', {
      CorsConfiguration: {
        AllowOrigins: [{ 'Fn::Join': ['', ['https://', { 'Fn::ImportValue': Match.stringLikeRegexp('FastDashboard-test-Web:.*Distribution.*DomainName') }]] }],
        // x-app-version: the SPA sends its version on every call (spec part 1 §7); x-inspection-link and x-schedule-link: the signed links' tokens.
        AllowHeaders: ['authorization', 'content-type', 'x-app-version', 'x-inspection-link', 'x-schedule-link'],
        // The web reads Retry-After on a 429 or 503 before it tries a read again.
        ExposeHeaders: ['retry-after'],
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

  it("puts each stack's functions, their one integration and permission each, and its routes in the nested stack it declares", () => {
    const byStack = nestedStacksOf(stacks.api).map((nested) => {
      const template = Template.fromStack(nested);
      const keys = Object.values(template.findResources('AWS::ApiGatewayV2::Route')).map((r) => r.Properties.RouteKey as string);
      const described = Object.values(template.findResources('AWS::Lambda::Function')).map((f) => f.Properties.Description as string);
      template.resourceCountIs('AWS::ApiGatewayV2::Integration', described.length);
      template.resourceCountIs('AWS::Lambda::Permission', described.length);
      return { id: nested.node.id, keys: keys.sort(), functions: described.sort() };
    });
    const expected = groupRoutes(routes).map((group) => ({
      id: `${pascalId(group.name)}Routes`,
      keys: group.functions.flatMap((fn) => fn.routeKeys.map((k) => k.key)).sort(),
      functions: group.functions.map(describeFunction).sort(),
    }));
    expect(byStack).toEqual(expected);
    for (const group of groupRoutes(routes)) {
      for (const route of group.routes) expect(route.stack).toBe(group.name);
    }
  });

  it('lets API Gateway invoke each function from this API only', () => {
    for (const permission of Object.values(api.findResources('AWS::Lambda::Permission'))) {
      expect(permission.Properties.Principal).toBe('apigateway.amazonaws.com');
      expect(JSON.stringify(permission.Properties.SourceArn)).toMatch(/execute-api.*\/\*\/\*"/);
    }
  });

  it(`creates at most ${ROUTE_STACK_LANES} route stacks at once: each waits for the one ${ROUTE_STACK_LANES} before it`, () => {
    const nested = parent.findResources('AWS::CloudFormation::Stack');
    const waiting = Object.values(nested).filter((r) => (r.DependsOn ?? []).some((d: string) => d in nested));
    expect(Object.keys(nested).length - waiting.length).toBe(Math.min(ROUTE_STACK_LANES, Object.keys(nested).length));
  });
});

describe('route functions', () => {
  it('creates one function per route stack, and one for each route that needs its own', () => {
    api.resourceCountIs('AWS::Lambda::Function', functions.length);
    expect(functions.length).toBeLessThan(routes.length / 4);
    for (const fn of functions) functionByDescription(api, describeFunction(fn));
    for (const route of routes.filter((r) => r.ownFunction)) expect(functionOf(route).routes).toEqual([route]);
  });

  it.each(functions.map(describeFunction))('runs %s on Node 24 / ARM64 with its own log group', (description) => {
    const { properties } = functionByDescription(api, description);
    expect(properties.Runtime).toBe('nodejs24.x');
    expect(properties.Architectures).toEqual(['arm64']);
    expect(properties.LoggingConfig.LogGroup).toEqual({ Ref: expect.any(String) });
  });

  it('keeps log groups for a limited time', () => {
    api.allResourcesProperties('AWS::Logs::LogGroup', { RetentionInDays: Match.anyValue() });
  });

  it('gives a function whose routes declare no access neither table permissions nor TABLE_NAME', () => {
    const fn = functions.find((f) => Object.keys(f.access).length === 0)!;
    const description = describeFunction(fn);
    expect(actionsOf(statementsOf(api, description)).filter((a) => !a.startsWith('logs:') && !a.startsWith('xray:'))).toEqual([]);
    expect(functionByDescription(api, description).properties.Environment.Variables.TABLE_NAME).toBeUndefined();
  });

  it('gives a function of read-only routes no write action on the table', () => {
    const fn = functions.find((f) => f.access.table === 'read')!;
    const actions = actionsOf(statementsOf(api, describeFunction(fn)));
    expect(actions).toContain('dynamodb:Query');
    expect(actions.filter((a) => a.startsWith('dynamodb:') && /Put|Update|Delete|Write/.test(a))).toEqual([]);
  });

  it('lets a function with a read-write route write items of the table but never delete the table', () => {
    const fn = functions.find((f) => f.access.table === 'readWrite')!;
    const actions = actionsOf(statementsOf(api, describeFunction(fn)));
    expect(actions).toEqual(expect.arrayContaining(['dynamodb:PutItem', 'dynamodb:UpdateItem']));
    expect(actions.filter((a) => a.includes('*') || a === 'dynamodb:DeleteTable')).toEqual([]);
  });
});
