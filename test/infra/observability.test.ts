import { readFileSync } from 'node:fs';
import { App, Stack, Validations, type CfnResource } from 'aws-cdk-lib';
import { HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { Table } from 'aws-cdk-lib/aws-dynamodb';
import { StateMachine } from 'aws-cdk-lib/aws-stepfunctions';
import { AwsSolutionsChecks } from 'cdk-nag';
import { beforeAll, describe, expect, it } from 'vitest';
import { TABLE_INDEXES } from '#lambdas/data/table-schema';
import { apiFunctions } from '#lambdas/api-functions';
import { routes } from '#lambdas/routes';
import { NodeFunction } from '#lib/constructs/node-function';
import { POWERTOOLS_LAYER_PARAMETER, POWERTOOLS_PACKAGES, POWERTOOLS_VERSION } from '#lib/constructs/powertools-layer';
import type { FastDashboardStacks } from '#lib/stacks/fast-dashboard';
import { ObservabilityStack } from '#lib/stacks/observability-stack';
import { buildTestApp } from './support/test-app.ts';

type Json = Record<string, any>;

let app: App;
let stacks: FastDashboardStacks;
let observability: Template;
const templates = new Map<Stack, Template>();

function templateOf(stack: Stack): Template {
  if (!templates.has(stack)) templates.set(stack, Template.fromStack(stack));
  return templates.get(stack)!;
}

beforeAll(() => {
  ({ app, stacks } = buildTestApp());
  observability = templateOf(stacks.observability);
});

function alarms(): Json[] {
  return Object.values(observability.findResources('AWS::CloudWatch::Alarm')).map((r) => (r as Json).Properties);
}

/** Every metric an alarm watches, whether on its own or inside its metric math. */
function metricsOf(alarm: Json): { namespace: string; name: string; dimensions: Json[] }[] {
  if (alarm.MetricName) return [{ namespace: alarm.Namespace, name: alarm.MetricName, dimensions: alarm.Dimensions ?? [] }];
  return (alarm.Metrics as Json[]).filter((m) => m.MetricStat).map((m) => ({
    namespace: m.MetricStat.Metric.Namespace,
    name: m.MetricStat.Metric.MetricName,
    dimensions: m.MetricStat.Metric.Dimensions ?? [],
  }));
}

function alarmsOn(namespace: string, name: string): Json[] {
  return alarms().filter((a) => metricsOf(a).some((m) => m.namespace === namespace && m.name === name));
}

function topicRef(): Json {
  const [topicId] = Object.keys(observability.findResources('AWS::SNS::Topic'));
  return { Ref: topicId };
}

describe('house Lambda functions', () => {
  it('trace actively and carry the Powertools service name and metrics namespace', () => {
    const functions = app.node.findAll().filter((c): c is NodeFunction => c instanceof NodeFunction);
    expect(functions.length).toBeGreaterThan(apiFunctions(routes).length);
    const wrong = functions.filter((f) => {
      const stack = Stack.of(f);
      const props = templateOf(stack).toJSON().Resources[stack.getLogicalId(f.fn.node.defaultChild as CfnResource)].Properties;
      const variables = props.Environment?.Variables ?? {};
      return props.TracingConfig?.Mode !== 'Active' || variables.POWERTOOLS_SERVICE_NAME !== 'fast-dashboard' || variables.POWERTOOLS_METRICS_NAMESPACE !== 'FastDashboard'
        || variables.POWERTOOLS_TRACER_CAPTURE_RESPONSE !== 'false';
    });
    expect(wrong.map((f) => f.node.path)).toEqual([]);
  });

  it('get the AWS-published Powertools layer of exactly the version the tests run against', () => {
    const functions = app.node.findAll().filter((c): c is NodeFunction => c instanceof NodeFunction);
    const layers = new Set(functions.map((f) => {
      const stack = Stack.of(f);
      const props = templateOf(stack).toJSON().Resources[stack.getLogicalId(f.fn.node.defaultChild as CfnResource)].Properties;
      return JSON.stringify(props.Layers);
    }));
    expect([...layers]).toEqual([JSON.stringify([`{{resolve:ssm:${POWERTOOLS_LAYER_PARAMETER}}}`])]);
    expect(POWERTOOLS_LAYER_PARAMETER).toBe(`/aws/service/powertools/typescript/generic/all/${POWERTOOLS_VERSION}`);
  });

  it('import only Powertools packages pinned to that one exact version, which is the one installed', () => {
    const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { dependencies: Record<string, string> };
    const pinned = Object.entries(pkg.dependencies).filter(([name]) => name.startsWith('@aws-lambda-powertools/'));
    expect(pinned.map(([name]) => name).sort()).toEqual([...POWERTOOLS_PACKAGES].sort());
    expect(POWERTOOLS_VERSION).toMatch(/^\d+\.\d+\.\d+$/);
    for (const [name, version] of pinned) {
      expect(version, name).toBe(POWERTOOLS_VERSION);
      const installed = JSON.parse(readFileSync(new URL(`../../node_modules/${name}/package.json`, import.meta.url), 'utf8')) as { version: string };
      expect(installed.version, name).toBe(POWERTOOLS_VERSION);
    }
  });
});

describe('alarms', () => {
  it('all notify the alarm topic, when they go off and when they recover', () => {
    expect(alarms().length).toBeGreaterThan(0);
    for (const alarm of alarms()) {
      expect(alarm.AlarmActions).toEqual([topicRef()]);
      expect(alarm.OKActions).toEqual([topicRef()]);
    }
  });

  it('watch the 5xx rate of the HTTP API: 5xx over request count', () => {
    const [alarm, ...others] = alarmsOn('AWS/ApiGateway', '5xx');
    expect(others).toEqual([]);
    expect(metricsOf(alarm!).map((m) => m.name).sort()).toEqual(['5xx', 'Count']);
    expect(alarm!.Metrics.find((m: Json) => m.Expression).Expression).toMatch(/errors \/ requests/);
    expect(metricsOf(alarm!).map((m) => m.dimensions.map((d: Json) => d.Name))).toEqual([['ApiId'], ['ApiId']]);
  });

  it.each(['Errors', 'Throttles'])('watch Lambda %s across the account', (name) => {
    const found = alarmsOn('AWS/Lambda', name);
    expect(found).toHaveLength(1);
    expect(metricsOf(found[0]!)[0]!.dimensions).toEqual([]);
  });

  it('watch failed executions of every state machine', () => {
    const machines = Object.keys(stacks.workflows.stateMachines);
    expect(machines.length).toBeGreaterThan(0);
    expect(alarmsOn('AWS/States', 'ExecutionsFailed')).toHaveLength(machines.length);
  });

  it('watch read and write throttling of the table and of each of its indexes', () => {
    const [alarm, ...others] = alarmsOn('AWS/DynamoDB', 'ReadThrottleEvents');
    expect(others).toEqual([]);
    const watched = metricsOf(alarm!).map((m) => `${m.name} ${m.dimensions.find((d: Json) => d.Name === 'GlobalSecondaryIndexName')?.Value ?? 'table'}`);
    const expected = ['table', ...TABLE_INDEXES.map((i) => i.indexName)].flatMap((target) => [`ReadThrottleEvents ${target}`, `WriteThrottleEvents ${target}`]);
    expect(watched.sort()).toEqual(expected.sort());
  });
});

describe('alarm topic', () => {
  it('is encrypted with a rotated key CloudWatch may use, and refuses requests without TLS', () => {
    observability.hasResourceProperties('AWS::SNS::Topic', { KmsMasterKeyId: Match.anyValue() });
    observability.hasResourceProperties('AWS::KMS::Key', {
      EnableKeyRotation: true,
      KeyPolicy: { Statement: Match.arrayWith([Match.objectLike({ Principal: { Service: 'cloudwatch.amazonaws.com' }, Action: ['kms:Decrypt', 'kms:GenerateDataKey*'] })]) },
    });
    observability.hasResourceProperties('AWS::SNS::TopicPolicy', {
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
          Match.objectLike({ Effect: 'Allow', Principal: { Service: 'cloudwatch.amazonaws.com' }, Action: 'sns:Publish' }),
        ]),
      },
    });
  });

  it('has no subscriber unless an alarm e-mail is given, and then that address', () => {
    observability.resourceCountIs('AWS::SNS::Subscription', 0);
    const standalone = new App();
    const deps = new Stack(standalone, 'Deps');
    Validations.of(deps).acknowledge({ id: 'CloudFormation-Validate::F0001', reason: 'Holds only the imported resources the alarms refer to, so it has no resource of its own.' });
    const stack = new ObservabilityStack(standalone, 'Observability', {
      httpApi: HttpApi.fromHttpApiAttributes(deps, 'Api', { httpApiId: 'api123' }),
      table: Table.fromTableName(deps, 'Table', 'table'),
      stateMachines: { payRun: StateMachine.fromStateMachineName(deps, 'Machine', 'pay-run') },
      alarmEmail: 'ops@example.com',
    });
    Template.fromStack(stack).hasResourceProperties('AWS::SNS::Subscription', { Protocol: 'email', Endpoint: 'ops@example.com' });
  });
});

describe('cdk-nag', () => {
  it('finds nothing unacknowledged in the Observability stack, nor in a stack of house functions', () => {
    const checks = new AwsSolutionsChecks();
    const violations = [stacks.observability, stacks.realtime].flatMap((stack) =>
      checks.validateScope(stack).violations.map((v) => `${v.ruleName} ${v.violatingResources.map((r) => r.constructPath).join(', ')}`),
    );
    expect(violations).toEqual([]);
  });
});
