import { Stack, Validations } from 'aws-cdk-lib';
import type { IConstruct } from 'constructs';
import { flattenCfnReference } from 'cdk-nag/lib/utils/flatten-cfn-reference.js';

/**
 * Acknowledges AwsSolutions-IAM5 for wildcard ARNs that `scope` grants on purpose (object keys,
 * WebSocket connection ids). cdk-nag 3 names each finding after the resolved ARN, and an ARN owned by
 * another stack only resolves to its `Fn::ImportValue` (in a nested stack, to the parameter its parent
 * passes when the parent owns the ARN) once CDK has wired the reference, so the ids are computed when
 * the tree is validated (after that wiring, before cdk-nag runs).
 */
export function acknowledgeWildcardArns(scope: IConstruct, arns: readonly string[], reason: string): void {
  scope.node.addValidation({
    validate: () => {
      const stack = Stack.of(scope);
      for (const arn of arns) {
        const finding = flattenCfnReference(stack.resolve(arn));
        Validations.of(scope).acknowledge({ id: `AwsSolutions-IAM5[Resource::${finding}]`, reason });
      }
      return [];
    },
  });
}
