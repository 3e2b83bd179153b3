import { Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from './support/test-app.ts';

type Json = Record<string, any>;

/** A name a deploy of one stage gives something in the account and region. */
interface PhysicalName {
  readonly stack: string;
  readonly logicalId: string;
  readonly type: string;
  /** Where in the resource's properties, or `stack name` / `export` for the stack's own names. */
  readonly key: string;
  readonly name: string;
}

/**
 * Properties that look like names but are unique only within a resource that is itself named per stage,
 * or name nothing at all. Each entry must still occur in the app (checked below), so the list cannot
 * keep an exception the app no longer needs.
 */
const NOT_ACCOUNT_WIDE: Readonly<Record<string, string>> = {
  'AWS::IAM::Policy PolicyName': "an inline policy's name is unique within its role only",
  'AWS::ApiGatewayV2::Stage StageName': 'a stage belongs to its API ($default)',
  'AWS::ApiGatewayV2::Authorizer Name': 'an authorizer belongs to its API',
  'AWS::Scheduler::Schedule Name': 'a schedule belongs to its group, which is per stage',
  'AWS::DynamoDB::Table TimeToLiveSpecification.AttributeName': 'an attribute of the items',
  'AWS::CloudWatch::Alarm MetricName': 'the metric watched, not a name the alarm takes',
  'AWS::SNS::Topic DisplayName': 'a label on the e-mails, not an identifier',
};

const isNameKey = (key: string) => key === 'Domain' || key.endsWith('Name');

/**
 * The string-valued name properties of a resource, in its properties and in the objects under them.
 * Arrays (key schemas, dimensions, tags) hold names of things inside the resource; a token (an object)
 * is a reference to a name made elsewhere, which is checked where it is made.
 */
function namesIn(properties: Json, prefix = ''): { key: string; name: string }[] {
  return Object.entries(properties).flatMap(([key, value]) => {
    const path = `${prefix}${key}`;
    if (typeof value === 'string') return isNameKey(key) ? [{ key: path, name: value }] : [];
    if (value !== null && typeof value === 'object' && !Array.isArray(value) && !isToken(value)) return namesIn(value, `${path}.`);
    return [];
  });
}

function isToken(value: Json): boolean {
  const keys = Object.keys(value);
  return keys.length === 1 && (keys[0] === 'Ref' || keys[0]!.startsWith('Fn::'));
}

interface StageApp {
  readonly stage: string;
  /** Top-level stacks and nested stacks. */
  readonly stacks: readonly Stack[];
  readonly templates: ReadonlyMap<Stack, Json>;
  readonly names: readonly PhysicalName[];
  /** Names excluded as NOT_ACCOUNT_WIDE, by their `type key`. */
  readonly scoped: ReadonlySet<string>;
}

function buildStage(stage: string): StageApp {
  const { app } = buildTestApp({ context: { stage } });
  const stacks = app.node.findAll().filter((c): c is Stack => Stack.isStack(c));
  const templates = new Map(stacks.map((stack) => [stack, Template.fromStack(stack).toJSON()]));
  const names: PhysicalName[] = [];
  const scoped = new Set<string>();
  for (const [stack, template] of templates) {
    const where = { stack: stack.node.path };
    // A nested stack's name is made by CloudFormation from its parent's.
    if (!stack.nested) names.push({ ...where, logicalId: '', type: 'AWS::CloudFormation::Stack', key: 'stack name', name: stack.stackName });
    for (const [logicalId, output] of Object.entries<Json>(template.Outputs ?? {})) {
      if (typeof output.Export?.Name === 'string') names.push({ ...where, logicalId, type: 'Output', key: 'export', name: output.Export.Name });
    }
    for (const [logicalId, resource] of Object.entries<Json>(template.Resources ?? {})) {
      for (const { key, name } of namesIn(resource.Properties ?? {})) {
        const kind = `${resource.Type} ${key}`;
        if (kind in NOT_ACCOUNT_WIDE) scoped.add(kind);
        else names.push({ ...where, logicalId, type: resource.Type, key, name });
      }
    }
  }
  return { stage, stacks, templates, names, scoped };
}

const describeName = (n: PhysicalName) => `${n.type} ${n.key} = ${n.name} (${n.stack}${n.logicalId ? ` ${n.logicalId}` : ''})`;

let prod: StageApp;
let staging: StageApp;

beforeAll(() => {
  prod = buildStage('prod');
  staging = buildStage('staging');
});

describe('stages side by side in one account and region', () => {
  it('names every stack FastDashboard-<stage>-* and tags it with the stage', () => {
    for (const { stage, stacks } of [prod, staging]) {
      const topLevel = stacks.filter((s) => !s.nested);
      expect(topLevel.map((s) => s.stackName).sort()).toEqual(
        ['Api', 'Auth', 'Data', 'Observability', 'Realtime', 'Schedules', 'Storage', 'Web', 'WebConfig', 'Workflows'].map((id) => `FastDashboard-${stage}-${id}`).sort(),
      );
      for (const stack of topLevel) expect(stack.tags.tagValues(), stack.stackName).toMatchObject({ application: 'fast-dashboard', stage });
    }
  });

  it('finds the names it compares: stack names, exports and the named resources of every kind the app has', () => {
    const kinds = new Set(prod.names.map((n) => n.type));
    for (const kind of [
      'AWS::CloudFormation::Stack',
      'Output',
      'AWS::KMS::Alias',
      'AWS::Scheduler::ScheduleGroup',
      'AWS::CloudFront::ResponseHeadersPolicy',
      'AWS::CloudFront::OriginAccessControl',
      'AWS::StepFunctions::StateMachine',
      'AWS::ApiGatewayV2::Api',
    ]) {
      expect(kinds, kind).toContain(kind);
    }
    // Nested stacks are read too: the route stacks export nothing but name their IAM policies.
    expect(prod.stacks.filter((s) => s.nested).length).toBeGreaterThan(10);
    expect(prod.names.length).toBe(staging.names.length);
  });

  it('gives no stack, export or resource name to both stages', () => {
    const stagingNames = new Set(staging.names.map((n) => n.name));
    expect(prod.names.filter((n) => stagingNames.has(n.name)).map(describeName)).toEqual([]);
  });

  it('puts the stage in every such name', () => {
    for (const { stage, names } of [prod, staging]) {
      expect(names.filter((n) => !n.name.includes(stage)).map(describeName)).toEqual([]);
    }
  });

  it('excepts only names the app has, each unique within something named per stage', () => {
    expect([...prod.scoped].sort()).toEqual(Object.keys(NOT_ACCOUNT_WIDE).sort());
  });

  it('keeps a retained resource on replacement too, and never keeps a fixed name after a failed first deploy', () => {
    const retained: string[] = [];
    const wrong: string[] = [];
    for (const [stack, template] of prod.templates) {
      for (const [logicalId, resource] of Object.entries<Json>(template.Resources ?? {})) {
        if (!['Retain', 'RetainExceptOnCreate'].includes(resource.DeletionPolicy)) continue;
        const where = `${resource.Type} ${stack.node.path}/${logicalId}`;
        retained.push(`${where} ${resource.DeletionPolicy}`);
        if (resource.UpdateReplacePolicy !== 'Retain') wrong.push(`${where}: UpdateReplacePolicy ${resource.UpdateReplacePolicy}`);
        const named = prod.names.some((n) => n.stack === stack.node.path && n.logicalId === logicalId);
        // Retained after a failed create, the resource would hold its name and the retry would fail "already exists".
        if (named && resource.DeletionPolicy !== 'RetainExceptOnCreate') wrong.push(`${where}: a fixed name with DeletionPolicy ${resource.DeletionPolicy}`);
      }
    }
    expect(wrong).toEqual([]);
    // The data stays: table, user pool, key, buckets; and the broadcasts group, by name, except on create.
    expect(retained.length).toBeGreaterThanOrEqual(6);
    expect(retained).toContainEqual(expect.stringMatching(/^AWS::Scheduler::ScheduleGroup .*broadcasts.* RetainExceptOnCreate$/i));
    expect(retained).toContainEqual(expect.stringMatching(/^AWS::DynamoDB::Table .* Retain$/));
  });

  it('refuses a stage that cannot be part of every name, naming the context key', () => {
    for (const stage of ['Prod', 'prod_2', '2prod', '', 'a-stage-name-too-long']) {
      expect(() => buildTestApp({ context: { stage } }), stage).toThrow(/^Context stage: /);
    }
  });
});
