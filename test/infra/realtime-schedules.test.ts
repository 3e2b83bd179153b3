import { Match, Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { scheduleExpression } from '#lambdas/jobs/job-timing';
import { fansOut, jobs } from '#lambdas/jobs/jobs';
import { socketRoutes } from '#lambdas/routes';
import { pascalId } from '#lib/constructs/ids';
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
  const lambdaJobs = jobs.filter((job) => !fansOut(job));
  const fanOutJobs = jobs.filter(fansOut);
  const jobGroupName = () =>
    Object.values(schedules.findResources('AWS::Scheduler::ScheduleGroup'))
      .map((g) => g.Properties.Name)
      .filter((name) => !JSON.stringify(name).includes('broadcasts'))[0];

  it('groups the job schedules in one EventBridge Scheduler group, apart from the broadcasts group', () => {
    schedules.resourceCountIs('AWS::Scheduler::ScheduleGroup', 2);
  });

  it.each(lambdaJobs.map((job) => [job.name, job] as const))('runs the %s job on its schedule, its function denied a Scan of the table', (_name, job) => {
    const { logicalId, properties } = functionByDescription(schedules, `Scheduled job ${job.name}`);
    expect(properties.Runtime).toBe('nodejs24.x');
    expect(properties.Architectures).toEqual(['arm64']);
    schedules.hasResourceProperties('AWS::Scheduler::Schedule', {
      Name: job.name,
      ScheduleExpression: scheduleExpression(job.every),
      GroupName: jobGroupName(),
      Target: Match.objectLike({ Arn: { 'Fn::GetAtt': [logicalId, 'Arn'] } }),
    });
    const denied = statementsOf(schedules, `Scheduled job ${job.name}`).filter((s) => s.Effect === 'Deny');
    expect(actionsOf(denied)).toEqual(['dynamodb:Scan']);
  });

  it.each(fanOutJobs.map((job) => [job.name, job] as const))('starts the %s state machine of the Workflows stack on its schedule, with the job named in its input', (_name, job) => {
    const [schedule] = Object.values(schedules.findResources('AWS::Scheduler::Schedule', { Properties: { Name: job.name } }));
    expect(schedule!.Properties).toMatchObject({ ScheduleExpression: scheduleExpression(job.every), GroupName: jobGroupName() });
    const target = schedule!.Properties.Target as { Arn: { 'Fn::ImportValue': string }; Input: string; RoleArn: unknown };
    expect(target.Arn['Fn::ImportValue']).toMatch(new RegExp(`Workflows:.*${pascalId(job.name)}`));
    expect(JSON.parse(target.Input)).toEqual({ job: job.name });
    if (job.timezone) expect(schedule!.Properties.ScheduleExpressionTimezone).toBe(job.timezone);
  });

  it('lets the scheduler role of a fanned-out job start its state machine, and no function is made for the job here', () => {
    const starts = Object.values(schedules.findResources('AWS::IAM::Policy'))
      .flatMap((p) => p.Properties.PolicyDocument.Statement as Array<{ Action: string | string[]; Resource: unknown }>)
      .filter((s) => s.Action === 'states:StartExecution');
    expect(starts).toHaveLength(fanOutJobs.length);
    for (const job of fanOutJobs) expect(() => functionByDescription(schedules, `Scheduled job ${job.name}`)).toThrow(/found 0/);
  });

  it('creates one schedule per job and no other', () => {
    schedules.resourceCountIs('AWS::Scheduler::Schedule', jobs.length);
  });
});
