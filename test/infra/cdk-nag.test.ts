import { App, Stack, Validations } from 'aws-cdk-lib';
import { Bucket } from 'aws-cdk-lib/aws-s3';
import { AwsSolutionsChecks } from 'cdk-nag';
import type { IConstruct } from 'constructs';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from './support/test-app.ts';

let app: App;
let synthError: unknown;

beforeAll(() => {
  // As `cdk synth` does for a deployer: a concrete account and region, the pack registered on the app by
  // bin/app.ts's own code. The findings do not depend on the bundles: `npm test` runs the CLI's own synth
  // (`npm run synth:deployer`, every Lambda bundled) after this.
  ({ app } = buildTestApp({ checks: true }));
  try {
    app.synth();
  } catch (error) {
    synthError = error;
  }
});

function describeViolations(root: IConstruct): string[] {
  return new AwsSolutionsChecks().validateScope(root).violations.map(
    (v) => `${v.severity} ${v.ruleName}: ${v.violatingResources.map((r) => r.constructPath).join(', ')}`,
  );
}

function acknowledgements(root: IConstruct): { path: string; id: string; reason: string }[] {
  return root.node.findAll().flatMap((construct) =>
    construct.node.metadata
      .filter((entry) => entry.type === Validations.ACKNOWLEDGED_RULES_METADATA_KEY)
      .flatMap((entry) => Object.entries(entry.data as Record<string, string>))
      .map(([id, reason]) => ({ path: construct.node.path, id, reason })),
  );
}

describe('cdk-nag AwsSolutions pack', () => {
  it('lets the product app synthesize in a concrete account and region with the pack registered', () => {
    expect(synthError).toBeUndefined();
  });

  it('finds no unacknowledged error or warning in any stack', () => {
    expect(describeViolations(app)).toEqual([]);
  });

  it('gives every acknowledgement a written reason', () => {
    const acks = acknowledgements(app);
    expect(acks.length).toBeGreaterThan(0);
    expect(acks.filter((ack) => ack.reason.trim().split(/\s+/).length < 8)).toEqual([]);
  });

  it('acknowledges wildcard permissions finding by finding, never a whole rule', () => {
    const blanket = acknowledgements(app).filter((ack) => /AwsSolutions-IAM5$/.test(ack.id));
    expect(blanket).toEqual([]);
  });

  it('still reports a finding nobody acknowledged (the check is not vacuous)', () => {
    const control = new App();
    new Bucket(new Stack(control, 'Control'), 'PlainBucket');
    expect(describeViolations(control)).toEqual(expect.arrayContaining([expect.stringMatching(/^error AwsSolutions-S10: Control\/PlainBucket/)]));
  });
});
