import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from './support/test-app.ts';

/**
 * AWS's hard quotas, read off the synthesized cloud assembly as the CLI writes it (metadata resources
 * included), with room left under each: an HTTP API takes 300 integrations, a limit AWS does not raise,
 * and 300 routes before a quota request; CloudFormation 500 resources per template and a 1 MB template;
 * an account 1,000 IAM roles, shared by every stage deployed in it. A stack operation creating too much
 * at once is throttled by Lambda's and API Gateway's control planes and rolls back.
 */
const BUDGET = {
  integrationsPerHttpApi: 150,
  routesPerHttpApi: 250,
  resourcesPerTemplate: 400,
  resourcesPerStackOperation: 800,
  rolesPerStage: 150,
  templateBytes: 800 * 1024,
};

interface TemplateFile {
  /** Stack or nested stack name as the assembly names its file. */
  name: string;
  bytes: number;
  resources: Record<string, { Type: string; Properties?: Record<string, any> }>;
}

let templates: TemplateFile[];
/** Each top-level stack with its nested stacks' templates (at any depth): what one stack operation creates. */
let operations: { stack: string; templates: TemplateFile[] }[];

function readTemplate(dir: string, file: string): TemplateFile {
  const path = join(dir, file);
  const json = JSON.parse(readFileSync(path, 'utf8')) as { Resources?: TemplateFile['resources'] };
  return { name: file, bytes: statSync(path).size, resources: json.Resources ?? {} };
}

/** The nested templates a template's AWS::CloudFormation::Stack resources deploy (at any depth), found through the asset manifests. */
function withNested(dir: string, template: TemplateFile, assetPaths: ReadonlyMap<string, string>): TemplateFile[] {
  const nested = Object.values(template.resources).filter((r) => r.Type === 'AWS::CloudFormation::Stack');
  return [
    template,
    ...nested.flatMap((resource) => {
      const hash = /([0-9a-f]{64})\.json/.exec(JSON.stringify(resource.Properties?.TemplateURL))?.[1];
      const file = hash ? assetPaths.get(hash) : undefined;
      if (!file) throw new Error(`${template.name}: no nested template found for ${JSON.stringify(resource.Properties?.TemplateURL)}`);
      return withNested(dir, readTemplate(dir, file), assetPaths);
    }),
  ];
}

let nestedFiles: string[];

beforeAll(() => {
  const { app } = buildTestApp({ versionReporting: true });
  const assembly = app.synth();
  const files = readdirSync(assembly.directory);
  nestedFiles = files.filter((f) => f.endsWith('.nested.template.json'));
  const assetPaths = new Map<string, string>();
  for (const manifest of files.filter((f) => f.endsWith('.assets.json'))) {
    const { files: assets } = JSON.parse(readFileSync(join(assembly.directory, manifest), 'utf8')) as { files?: Record<string, { source: { path?: string } }> };
    for (const [hash, asset] of Object.entries(assets ?? {})) if (asset.source.path) assetPaths.set(hash, asset.source.path);
  }
  operations = assembly.stacks.map((stack) => ({
    stack: stack.stackName,
    templates: withNested(assembly.directory, readTemplate(assembly.directory, stack.templateFile), assetPaths),
  }));
  templates = operations.flatMap((op) => op.templates);
  const count = (type: string) => templates.reduce((n, t) => n + Object.values(t.resources).filter((r) => r.Type === type).length, 0);
  console.info(
    [
      `Templates: ${templates.length}, largest ${Math.max(...templates.map((t) => t.bytes))} bytes`,
      ...operations.map((op) => `  ${op.stack}: ${op.templates.reduce((n, t) => n + Object.keys(t.resources).length, 0)} resources in ${op.templates.length} templates`),
      `Functions: ${count('AWS::Lambda::Function')}, IAM roles: ${count('AWS::IAM::Role')}, HTTP routes: ${count('AWS::ApiGatewayV2::Route')}, integrations: ${count('AWS::ApiGatewayV2::Integration')}`,
    ].join('\n'),
  );
});

/** Resources of `type` in the Api stack and its nested stacks, which hold the one HTTP API and nothing else of its kind. */
function ofHttpApi(type: string): number {
  const api = operations.find((op) => /-Api$/.test(op.stack))!;
  return api.templates.reduce((n, t) => n + Object.values(t.resources).filter((r) => r.Type === type).length, 0);
}

describe('room under the hard quotas of AWS', () => {
  it('reads every nested template of the app (the check is not vacuous)', () => {
    expect(nestedFiles.length).toBeGreaterThan(10);
    expect(operations.flatMap((op) => op.templates).filter((t) => t.name.endsWith('.nested.template.json'))).toHaveLength(nestedFiles.length);
  });

  it(`keeps the HTTP API at most ${BUDGET.integrationsPerHttpApi} integrations (AWS: 300, never raised)`, () => {
    expect(ofHttpApi('AWS::ApiGatewayV2::Integration')).toBeLessThanOrEqual(BUDGET.integrationsPerHttpApi);
  });

  it(`keeps the HTTP API at most ${BUDGET.routesPerHttpApi} routes (AWS: 300 before a quota request)`, () => {
    expect(ofHttpApi('AWS::ApiGatewayV2::Route')).toBeLessThanOrEqual(BUDGET.routesPerHttpApi);
  });

  it(`keeps every template at most ${BUDGET.resourcesPerTemplate} resources and ${BUDGET.templateBytes / 1024} KB (CloudFormation: 500, 1 MB)`, () => {
    expect(templates.filter((t) => Object.keys(t.resources).length > BUDGET.resourcesPerTemplate).map((t) => t.name)).toEqual([]);
    expect(templates.filter((t) => t.bytes > BUDGET.templateBytes).map((t) => `${t.name}: ${t.bytes}`)).toEqual([]);
  });

  it(`creates at most ${BUDGET.resourcesPerStackOperation} resources in one stack operation, nested stacks included`, () => {
    const over = operations
      .map((op) => ({ stack: op.stack, resources: op.templates.reduce((n, t) => n + Object.keys(t.resources).length, 0) }))
      .filter((op) => op.resources > BUDGET.resourcesPerStackOperation);
    expect(over).toEqual([]);
  });

  it(`uses at most ${BUDGET.rolesPerStage} IAM roles per stage (an account holds 1,000)`, () => {
    const roles = templates.reduce((n, t) => n + Object.values(t.resources).filter((r) => r.Type === 'AWS::IAM::Role').length, 0);
    expect(roles).toBeLessThanOrEqual(BUDGET.rolesPerStage);
  });
});
