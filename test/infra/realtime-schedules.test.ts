import { Match, Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { scheduleExpression } from '#lambdas/jobs/job-timing';
import { jobs } from '#lambdas/jobs/jobs';
import { socketRoutes } from '#lambdas/routes';
import { actionsOf, functionByDescription, statementsOf } from './support/template-queries.ts';
import { buildTestApp } from './support/test-app.ts';

let realtime: Template;
let schedules: Template;

beforeAll(() => {
  const { stacks } = buildTestApp();
  realtime = Template.fromStack(stacks.realtime);
  schedules = Template.fromStack(stacks.schedules);
});

describe('WebSocket API', () => {
  it('has a route for every entry of socketRoutes', () => {
    const routeKeys = Object.values(realtime.findResources('AWS::ApiGatewayV2::Route')).map((r) => r.Properties.RouteKey);
    expect(routeKeys.sort()).toEqual(socketRoutes.map((r) => r.routeKey).sort());
  });

  it('authorizes $connect with a Lambda REQUEST authorizer reading the token query parameter', () => {
    const [authorizerId] = Object.keys(
      realtime.findResources('AWS::ApiGatewayV2::Authorizer', {
        Properties: { AuthorizerType: 'REQUEST', IdentitySource: ['route.request.querystring.token'] },
      }),
    );
    expect(authorizerId).toBeDefined();
    realtime.hasResourceProperties('AWS::ApiGatewayV2::Route', { RouteKey: '$connect', AuthorizationType: 'CUSTOM', AuthorizerId: { Ref: authorizerId } });
  });

  it('configures the authorizer with the user pool and the SPA client', () => {
    const { properties } = functionByDescription(realtime, 'WebSocket $connect: verifies the Cognito ID token');
    expect(properties.Environment.Variables).toMatchObject({
      USER_POOL_ID: { 'Fn::ImportValue': expect.stringMatching(/FastDashboard-test-Auth:.*UserPool/) },
      USER_POOL_CLIENT_ID: { 'Fn::ImportValue': expect.stringMatching(/FastDashboard-test-Auth:.*WebClient/) },
    });
  });

  it('deploys the routes to a throttled, auto-deployed stage', () => {
    realtime.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: 'test',
      AutoDeploy: true,
      DefaultRouteSettings: Match.objectLike({ ThrottlingRateLimit: Match.anyValue() }),
    });
  });

  it('lets only the functions whose access.sockets is true post to connections, and tells them where', () => {
    for (const route of socketRoutes) {
      const description = `WebSocket ${route.routeKey}`;
      const statements = statementsOf(realtime, description);
      const env = functionByDescription(realtime, description).properties.Environment.Variables;
      if (route.access.sockets) {
        expect(actionsOf(statements)).toContain('execute-api:ManageConnections');
        expect(env.SOCKETS_ENDPOINT).toBeDefined();
      } else {
        expect(actionsOf(statements)).not.toContain('execute-api:ManageConnections');
        expect(env.SOCKETS_ENDPOINT).toBeUndefined();
      }
    }
  });

  it('scopes ManageConnections to the @connections endpoint of this stage', () => {
    const route = socketRoutes.find((r) => r.access.sockets)!;
    const grant = statementsOf(realtime, `WebSocket ${route.routeKey}`).find((s) => s.Action === 'execute-api:ManageConnections')!;
    const parts = (grant.Resource as { 'Fn::Join': [string, unknown[]] })['Fn::Join'][1];
    expect(parts.at(-1)).toBe('/test/*/@connections/*');
  });
});

describe('schedules', () => {
  it('groups the job schedules in one EventBridge Scheduler group, apart from the broadcasts group', () => {
    schedules.resourceCountIs('AWS::Scheduler::ScheduleGroup', 2);
  });

  it.each(jobs.map((job) => [job.name, job] as const))('runs the %s job on its schedule', (_name, job) => {
    const { logicalId, properties } = functionByDescription(schedules, `Scheduled job ${job.name}`);
    expect(properties.Runtime).toBe('nodejs24.x');
    expect(properties.Architectures).toEqual(['arm64']);
    const [groupName] = Object.values(schedules.findResources('AWS::Scheduler::ScheduleGroup'))
      .map((g) => g.Properties.Name)
      .filter((name) => !JSON.stringify(name).includes('broadcasts'));
    schedules.hasResourceProperties('AWS::Scheduler::Schedule', {
      Name: job.name,
      ScheduleExpression: scheduleExpression(job.every),
      GroupName: groupName,
      Target: Match.objectLike({ Arn: { 'Fn::GetAtt': [logicalId, 'Arn'] } }),
    });
  });

  it('creates one schedule per job and no other', () => {
    schedules.resourceCountIs('AWS::Scheduler::Schedule', jobs.length);
  });
});
