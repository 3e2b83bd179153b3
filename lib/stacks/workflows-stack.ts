import { Stack, Validations, type StackProps } from 'aws-cdk-lib';
import type { IStateMachine } from 'aws-cdk-lib/aws-stepfunctions';
import type { Construct } from 'constructs';
import { stateMachines, type StateMachineDef } from '#lambdas/workflows/definitions';
import type { BackendResources } from '#lib/constructs/app-function';
import { pascalId } from '#lib/constructs/ids';
import { WorkflowStateMachine } from '#lib/constructs/workflow-state-machine';

export interface WorkflowsStackProps extends StackProps {
  readonly backend: Omit<BackendResources, 'stateMachines'>;
  /** Defaults to the product's `stateMachines`. */
  readonly definitions?: readonly StateMachineDef[];
}

/** One Step Functions state machine per entry of lambdas/workflows/definitions.ts. */
export class WorkflowsStack extends Stack {
  /** By definition name, as `access.workflows` refers to them. */
  readonly stateMachines: Readonly<Record<string, IStateMachine>>;

  constructor(scope: Construct, id: string, props: WorkflowsStackProps) {
    super(scope, id, props);
    const machines: Record<string, IStateMachine> = {};
    for (const def of props.definitions ?? stateMachines) {
      if (machines[def.name]) throw new Error(`Duplicate state machine name '${def.name}'`);
      machines[def.name] = new WorkflowStateMachine(this, pascalId(def.name), { def, backend: props.backend }).stateMachine;
    }
    this.stateMachines = machines;
    if (Object.keys(machines).length === 0) {
      Validations.of(this).acknowledge({
        id: 'CloudFormation-Validate::F0001',
        reason: 'No state machine is defined yet (pay-run and import workflows come with later issues); the CDK CLI skips deploying an empty stack.',
      });
    }
  }
}
