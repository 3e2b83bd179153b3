import { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiFunctions } from '#lambdas/api-functions';
import { routes } from '#lambdas/routes';
import { apiFunctionDescription } from '#lib/constructs/api-function';
import { templateWithNested } from './support/nested-template.ts';
import { actionsOf, functionByDescription, statementsOf } from './support/template-queries.ts';
import { buildTestApp } from './support/test-app.ts';

let api: Template;
let schedules: Template;

beforeAll(() => {
  const { stacks } = buildTestApp();
  api = templateWithNested(stacks.api);
  schedules = Template.fromStack(stacks.schedules);
});


describe('chat broadcasts in AWS', () => {
  it('deploys the broadcast sender with fan-out, table and alert grants and the aws alert transport', () => {
    const actions = actionsOf(statementsOf(schedules, 'Scheduled chat broadcast sender'));
    expect(actions).toEqual(expect.arrayContaining(['execute-api:ManageConnections', 'dynamodb:PutItem', 'ses:SendEmail', 'sns:Publish']));
    expect(functionByDescription(schedules, 'Scheduled chat broadcast sender').properties.Environment.Variables.ALERT_TRANSPORT).toBe('aws');
  });

  it('gives schedules a role that EventBridge Scheduler assumes and that may only invoke the sender', () => {
    const { logicalId } = functionByDescription(schedules, 'Scheduled chat broadcast sender');
    const roles = Object.entries(schedules.findResources('AWS::IAM::Role')).filter(([, r]) =>
      JSON.stringify(r.Properties.AssumeRolePolicyDocument).includes('scheduler.amazonaws.com'),
    );
    const broadcastRole = roles.find(([id]) => id.includes('Broadcasts'));
    expect(broadcastRole).toBeDefined();
    const policies = Object.values(schedules.findResources('AWS::IAM::Policy')).filter((p) =>
      (p.Properties.Roles as { Ref: string }[]).some((r) => r.Ref === broadcastRole![0]),
    );
    const statements = policies.flatMap((p) => p.Properties.PolicyDocument.Statement);
    expect(statements).toEqual([expect.objectContaining({ Action: 'lambda:InvokeFunction', Resource: { 'Fn::GetAtt': [logicalId, 'Arn'] } })]);
  });

  it('lets exactly the functions of scheduling routes manage schedules of the broadcast group and pass the role to Scheduler only', () => {
    const functions = apiFunctions(routes);
    expect(functions.filter((fn) => fn.access.schedules).length).toBeGreaterThan(0);
    for (const fn of functions.filter((f) => f.routes.some((r) => r.access.schedules))) {
      const statements = statementsOf(api, apiFunctionDescription(fn));
      expect(actionsOf(statements)).toEqual(expect.arrayContaining(['scheduler:CreateSchedule', 'scheduler:DeleteSchedule', 'iam:PassRole']));
      const pass = statements.find((s) => s.Action === 'iam:PassRole') as unknown as { Condition: unknown };
      expect(pass.Condition).toEqual({ StringEquals: { 'iam:PassedToService': 'scheduler.amazonaws.com' } });
      const env = functionByDescription(api, apiFunctionDescription(fn)).properties.Environment.Variables;
      expect(Object.keys(env)).toEqual(expect.arrayContaining(['BROADCAST_SCHEDULE_GROUP', 'BROADCAST_TARGET_ARN', 'BROADCAST_SCHEDULER_ROLE_ARN']));
    }
    for (const fn of functions.filter((f) => !f.routes.some((r) => r.access.schedules))) {
      expect(actionsOf(statementsOf(api, apiFunctionDescription(fn)))).not.toContain('iam:PassRole');
    }
  });
});
