import { App, NestedStack, Stack, Validations } from 'aws-cdk-lib';
import { PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Bucket } from 'aws-cdk-lib/aws-s3';
import { AwsSolutionsChecks } from 'cdk-nag';
import { beforeAll, describe, expect, it } from 'vitest';
import { acknowledgeWildcardArns } from '#lib/constructs/nag';
import { FEATURE_FLAGS } from '#lib/stacks/fast-dashboard';

let nested: NestedStack;
let role: Role;

beforeAll(() => {
  // The shape of the Api stack: a grant inside a nested stack on ARNs of its parent and of another stack.
  const app = new App({ context: FEATURE_FLAGS });
  const other = new Stack(app, 'Other');
  const parent = new Stack(app, 'Parent');
  nested = new NestedStack(parent, 'Routes');
  const arns = [new Bucket(parent, 'ParentFiles').arnForObjects('*'), new Bucket(other, 'OtherFiles').arnForObjects('*')];
  role = new Role(nested, 'Role', { assumedBy: new ServicePrincipal('lambda.amazonaws.com') });
  role.addToPolicy(new PolicyStatement({ actions: ['s3:GetObject'], resources: arns }));
  acknowledgeWildcardArns(role, arns, 'Test grant on the objects of two buckets, each owned by another stack.');
  app.synth();
});

describe('wildcard acknowledgements in a nested stack', () => {
  it('are named after the parameter and the import the nested template reads the ARNs from', () => {
    const ids = role.node.metadata
      .filter((entry) => entry.type === Validations.ACKNOWLEDGED_RULES_METADATA_KEY)
      .flatMap((entry) => Object.keys(entry.data as Record<string, string>));
    expect(ids).toEqual(
      expect.arrayContaining([expect.stringMatching(/IAM5\[Resource::<referencetoParentParentFiles\w+Arn>\/\*\]$/), expect.stringMatching(/IAM5\[Resource::Other:ExportsOutput\w+\/\*\]$/)]),
    );
  });

  it('leave no AwsSolutions finding', () => {
    expect(new AwsSolutionsChecks().validateScope(nested).violations.map((v) => v.ruleName)).toEqual([]);
  });
});
