import { App } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { AwsSolutionsChecks } from 'cdk-nag';
import { beforeAll, describe, expect, it } from 'vitest';
import { fansOut, jobs } from '#lambdas/jobs/jobs';
import { inStack, type RouteDef } from '#lambdas/route-types';
import { stateMachines, type StateMachineDef } from '#lambdas/workflows/definitions';
import { importWrite } from '#lambdas/workflows/import-write/definition';
import { ApiStack } from '#lib/stacks/api-stack';
import { AuthStack } from '#lib/stacks/auth-stack';
import { DataStack } from '#lib/stacks/data-stack';
import { FEATURE_FLAGS } from '#lib/stacks/fast-dashboard';
import { StorageStack } from '#lib/stacks/storage-stack';
import { WorkflowsStack } from '#lib/stacks/workflows-stack';
import { templateWithNested } from './support/nested-template.ts';
import { actionsOf, functionByDescription, statementsOf } from './support/template-queries.ts';

/** Test-only machine: two tasks, so the definition has to place each function's ARN. */
const checkFlow: StateMachineDef = {
  name: 'check-flow',
  tasks: {
    loadRun: { handler: 'app/get-version', access: { table: 'read' } },
    markDone: { handler: 'app/get-version', access: { table: 'readWrite' } },
  },
  definition: (arns) => ({
    StartAt: 'LoadRun',
    States: {
      LoadRun: { Type: 'Task', Resource: arns.loadRun, Next: 'MarkDone' },
      MarkDone: { Type: 'Task', Resource: arns.markDone, End: true },
    },
  }),
};

const startsCheckFlow: RouteDef = {
  ownFunction: true, method: 'POST', path: '/check-runs', handler: 'app/get-version', minRole: 1, scope: 'company',
  summary: 'Start a check run', access: { workflows: ['check-flow'] },
};

let app: App;
let workflows: Template;
let api: Template;

beforeAll(() => {
  app = new App({ context: { ...FEATURE_FLAGS, 'aws:cdk:bundling-stacks': [] } });
  const auth = new AuthStack(app, 'Auth');
  const data = new DataStack(app, 'Data');
  const backend = { table: data.table, appVersion: '1.0.0', minAppVersion: '1.0.0' };
  const workflowsStack = new WorkflowsStack(app, 'Workflows', { backend, definitions: [checkFlow] });
  const apiStack = new ApiStack(app, 'Api', {
    backend: { ...backend, stateMachines: workflowsStack.stateMachines },
    userPool: auth.userPool,
    userPoolClient: auth.userPoolClient,
    webOrigins: ['https://app.example.com'],
    routes: inStack('app', [startsCheckFlow]),
  });
  workflows = Template.fromStack(workflowsStack);
  api = templateWithNested(apiStack);
});

/** DefinitionString with each `Fn::GetAtt` of a function ARN rendered as `<LogicalId>`. */
function renderedDefinition(): unknown {
  const [machine] = Object.values(workflows.findResources('AWS::StepFunctions::StateMachine'));
  const join = machine!.Properties.DefinitionString['Fn::Join'] as [string, (string | { 'Fn::GetAtt': [string, string] })[]];
  return JSON.parse(join[1].map((part) => (typeof part === 'string' ? part : `<${part['Fn::GetAtt'][0]}>`)).join(join[0]));
}

describe('state machine from a definition module', () => {
  it('ships the pay-run calculation, the statement import and removal, the import check, write and rollback, and one per job that fans out', () => {
    expect(stateMachines.map((m) => m.name)).toEqual([
      'pay-run-calculation', 'statement-import', 'statement-removal', 'import-check', 'import-write', 'import-rollback',
      ...jobs.filter(fansOut).map((job) => job.name),
    ]);
  });

  it('runs each task on its own Node 24 ARM64 function', () => {
    for (const key of Object.keys(checkFlow.tasks)) {
      const { properties } = functionByDescription(workflows, `check-flow: ${key}`);
      expect(properties).toMatchObject({ Runtime: 'nodejs24.x', Architectures: ['arm64'] });
    }
  });

  it('deploys the ASL the definition returns, with each task ARN in its place', () => {
    const arn = (key: string) => `<${functionByDescription(workflows, `check-flow: ${key}`).logicalId}>`;
    expect(renderedDefinition()).toEqual(checkFlow.definition({ loadRun: arn('loadRun'), markDone: arn('markDone') }));
  });

  it('is a Standard machine logging every event (without execution data) and traced', () => {
    workflows.hasResourceProperties('AWS::StepFunctions::StateMachine', {
      StateMachineType: 'STANDARD',
      LoggingConfiguration: { Level: 'ALL', IncludeExecutionData: false, Destinations: Match.anyValue() },
      TracingConfiguration: { Enabled: true },
    });
  });

  it('may invoke exactly its task functions', () => {
    const taskArns = Object.keys(checkFlow.tasks).map((key) => ({
      'Fn::GetAtt': [functionByDescription(workflows, `check-flow: ${key}`).logicalId, 'Arn'],
    }));
    workflows.hasResourceProperties('AWS::IAM::Policy', {
      PolicyDocument: { Statement: Match.arrayWith([{ Action: 'lambda:InvokeFunction', Effect: 'Allow', Resource: taskArns }]) },
    });
  });

  it('grants each task the access it declares', () => {
    const readOnly = actionsOf(statementsOf(workflows, 'check-flow: loadRun'));
    const readWrite = actionsOf(statementsOf(workflows, 'check-flow: markDone'));
    expect(readOnly).not.toContain('dynamodb:PutItem');
    expect(readWrite).toContain('dynamodb:PutItem');
  });

  it('denies every task a Scan of the table and its indexes, whatever its access allows', () => {
    for (const key of Object.keys(checkFlow.tasks)) {
      const denied = statementsOf(workflows, `check-flow: ${key}`).filter((s) => s.Effect === 'Deny');
      expect(denied).toHaveLength(1);
      expect(denied[0]!.Action).toBe('dynamodb:Scan');
      expect(JSON.stringify(denied[0]!.Resource)).toMatch(/index\/gsi3/);
    }
  });

  it('lets a route whose access names the workflow start it, and hands it the ARN by name', () => {
    expect(actionsOf(statementsOf(api, 'POST /check-runs'))).toContain('states:StartExecution');
    const env = functionByDescription(api, 'POST /check-runs').properties.Environment.Variables;
    expect(env.STATE_MACHINE_ARNS).toEqual({
      'Fn::Join': ['', ['{"check-flow":"', { 'Fn::ImportValue': expect.stringMatching(/^Workflows:/) }, '"}']],
    });
  });

  it('passes the AwsSolutions checks', () => {
    const report = new AwsSolutionsChecks().validateScope(app.node.findChild('Workflows'));
    expect(report.violations.map((v) => `${v.ruleName} ${v.violatingResources.map((r) => r.constructPath).join(', ')}`)).toEqual([]);
  });
});

describe('state machine with a distributed Map', () => {
  let template: Template;
  let distributedApp: App;

  beforeAll(() => {
    distributedApp = new App({ context: { ...FEATURE_FLAGS, 'aws:cdk:bundling-stacks': [] } });
    const data = new DataStack(distributedApp, 'Data');
    const storage = new StorageStack(distributedApp, 'Storage', { webOrigins: ['https://app.example.com'] });
    const backend = { table: data.table, uploads: storage.uploads, appVersion: '1.0.0', minAppVersion: '1.0.0' };
    template = Template.fromStack(new WorkflowsStack(distributedApp, 'Workflows', { backend, definitions: [importWrite] }));
  });

  it('is named, so its role can start its own child executions and describe and stop only those', () => {
    template.hasResourceProperties('AWS::StepFunctions::StateMachine', { StateMachineName: 'Workflows-import-write' });
    const arn = (resource: string) => ({ 'Fn::Join': ['', ['arn:', { Ref: 'AWS::Partition' }, `:states:`, { Ref: 'AWS::Region' }, ':', { Ref: 'AWS::AccountId' }, `:${resource}`]] });
    template.hasResourceProperties('AWS::IAM::Policy', {
      PolicyDocument: {
        Statement: Match.arrayWith([
          { Action: 'states:StartExecution', Effect: 'Allow', Resource: arn('stateMachine:Workflows-import-write') },
          { Action: ['states:DescribeExecution', 'states:StopExecution'], Effect: 'Allow', Resource: [arn('execution:Workflows-import-write/*'), arn('execution:Workflows-import-write:*')] },
        ]),
      },
    });
  });

  it('runs its chunks as a DISTRIBUTED Map of small descriptors that tolerates no failure', () => {
    const map = importWrite.definition({ writeChunk: 'w', complete: 'c', fail: 'f' }).States.WriteChunks!;
    expect(map).toMatchObject({ Type: 'Map', ItemsPath: '$.chunks', ToleratedFailurePercentage: 0, ResultPath: null, ItemProcessor: { ProcessorConfig: { Mode: 'DISTRIBUTED', ExecutionType: 'STANDARD' } } });
  });

  it('passes the AwsSolutions checks', () => {
    const report = new AwsSolutionsChecks().validateScope(distributedApp.node.findChild('Workflows'));
    expect(report.violations.map((v) => `${v.ruleName} ${v.violatingResources.map((r) => r.constructPath).join(', ')}`)).toEqual([]);
  });
});
