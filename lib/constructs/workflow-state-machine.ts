import { Duration, Stack, Validations } from 'aws-cdk-lib';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { DefinitionBody, LogLevel, StateMachine, StateMachineType } from 'aws-cdk-lib/aws-stepfunctions';
import { Construct } from 'constructs';
import type { StateMachineDef } from '#lambdas/workflows/definitions';
import { AppFunction, type BackendResources } from './app-function.ts';
import { pascalId } from './ids.ts';
import { FUNCTION_TIMEOUT_SECONDS } from '#lib/function-timeouts';

export interface WorkflowStateMachineProps {
  readonly def: StateMachineDef;
  readonly backend: BackendResources;
  /** Per task invocation; Step Functions retries are declared in the definition. */
  readonly taskTimeout?: Duration;
}

/**
 * A Standard state machine built from a definition module: one house Lambda per task, the JSONPath ASL
 * the definition returns for those task ARNs, execution logging and tracing.
 */
export class WorkflowStateMachine extends Construct {
  readonly stateMachine: StateMachine;
  readonly tasks: Readonly<Record<string, AppFunction>>;

  constructor(scope: Construct, id: string, props: WorkflowStateMachineProps) {
    super(scope, id);
    const { def } = props;

    const tasks: Record<string, AppFunction> = {};
    for (const [key, task] of Object.entries(def.tasks)) {
      tasks[key] = new AppFunction(this, `${pascalId(key)}Task`, {
        handler: task.handler,
        access: task.access,
        backend: props.backend,
        description: `${def.name}: ${key}`,
        timeout: props.taskTimeout ?? Duration.seconds(FUNCTION_TIMEOUT_SECONDS.workflowTask),
      });
    }
    this.tasks = tasks;
    const taskArns = Object.fromEntries(Object.entries(tasks).map(([key, task]) => [key, task.fn.functionArn]));

    this.stateMachine = new StateMachine(this, 'StateMachine', {
      stateMachineType: StateMachineType.STANDARD,
      definitionBody: DefinitionBody.fromString(Stack.of(this).toJsonString(def.definition(taskArns))),
      // Execution data stays out of the logs: payloads carry pay figures and driver details.
      logs: { destination: new LogGroup(this, 'Logs', { retention: RetentionDays.ONE_MONTH }), level: LogLevel.ALL, includeExecutionData: false },
      tracingEnabled: true,
    });
    const functionArns = Object.values(taskArns);
    // Unqualified ARNs only: tasks never invoke versions or aliases, so no `:*` grant is needed.
    if (functionArns.length > 0) {
      this.stateMachine.addToRolePolicy(new PolicyStatement({ actions: ['lambda:InvokeFunction'], resources: functionArns }));
    }
    Validations.of(this.stateMachine).acknowledge({
      id: 'AwsSolutions-IAM5[Resource::*]',
      reason:
        'Added by CDK for execution logging (logs:*LogDelivery, DescribeLogGroups/ResourcePolicies) and X-Ray (PutTraceSegments, GetSampling*); none of these actions supports resource-level permissions.',
    });
  }
}
