import { ArnFormat, Duration, Stack, Validations } from 'aws-cdk-lib';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { DefinitionBody, LogLevel, StateMachine, StateMachineType } from 'aws-cdk-lib/aws-stepfunctions';
import { Construct } from 'constructs';
import type { AslDefinition, StateMachineDef } from '#lambdas/workflows/definitions';
import { AppFunction, type BackendResources } from './app-function.ts';
import { pascalId } from './ids.ts';
import { denyToJobs } from './job-denials.ts';
import { acknowledgeWildcardArns } from './nag.ts';
import { FUNCTION_TIMEOUT_SECONDS } from '#lib/function-timeouts';

const MAX_STATE_MACHINE_NAME = 80;

export interface WorkflowStateMachineProps {
  readonly def: StateMachineDef;
  readonly backend: BackendResources;
  /** Per task invocation; Step Functions retries are declared in the definition. */
  readonly taskTimeout?: Duration;
}

/** True when a Map of the definition (at any depth) runs its items as child executions (DISTRIBUTED mode). */
export function hasDistributedMap(definition: AslDefinition): boolean {
  return Object.values(definition.States).some((state) => {
    const processor = (state.ItemProcessor ?? state.Iterator) as (AslDefinition & { ProcessorConfig?: { Mode?: string } }) | undefined;
    if (state.Type === 'Map' && processor) return processor.ProcessorConfig?.Mode === 'DISTRIBUTED' || hasDistributedMap(processor);
    if (state.Type === 'Parallel' && Array.isArray(state.Branches)) return (state.Branches as AslDefinition[]).some(hasDistributedMap);
    return false;
  });
}

/**
 * A Standard state machine built from a definition module: one house Lambda per task (denied a Scan of
 * the table, as every job is), the JSONPath ASL the definition returns for those task ARNs, execution
 * logging and tracing.
 */
export class WorkflowStateMachine extends Construct {
  readonly stateMachine: StateMachine;
  readonly tasks: Readonly<Record<string, AppFunction>>;

  constructor(scope: Construct, id: string, props: WorkflowStateMachineProps) {
    super(scope, id);
    const { def } = props;

    const tasks: Record<string, AppFunction> = {};
    for (const [key, task] of Object.entries(def.tasks)) {
      const fn = new AppFunction(this, `${pascalId(key)}Task`, {
        handler: task.handler,
        access: task.access,
        backend: props.backend,
        description: `${def.name}: ${key}`,
        timeout: props.taskTimeout ?? Duration.seconds(FUNCTION_TIMEOUT_SECONDS.workflowTask),
      });
      denyToJobs(fn, props.backend.table);
      tasks[key] = fn;
    }
    this.tasks = tasks;
    const taskArns = Object.fromEntries(Object.entries(tasks).map(([key, task]) => [key, task.fn.functionArn]));

    const definition = def.definition(taskArns);
    const distributed = hasDistributedMap(definition);
    const stack = Stack.of(this);
    // A distributed Map starts child executions of its own machine: the role names the machine by a name
    // fixed here, since the machine's ARN token would make the role depend on the machine it belongs to.
    const machineName = distributed ? `${stack.stackName}-${def.name}` : undefined;
    // Cut short, two machines' names could meet; the stack's name (with the stage) must stay whole.
    if (machineName && machineName.length > MAX_STATE_MACHINE_NAME) {
      throw new Error(`State machine name '${machineName}' is longer than Step Functions takes (${MAX_STATE_MACHINE_NAME}): shorten the workflow's or the stage's name`);
    }
    this.stateMachine = new StateMachine(this, 'StateMachine', {
      ...(machineName ? { stateMachineName: machineName } : {}),
      stateMachineType: StateMachineType.STANDARD,
      definitionBody: DefinitionBody.fromString(stack.toJsonString(definition)),
      // Execution data stays out of the logs: payloads carry pay figures and driver details.
      logs: { destination: new LogGroup(this, 'Logs', { retention: RetentionDays.ONE_MONTH }), level: LogLevel.ALL, includeExecutionData: false },
      tracingEnabled: true,
    });
    const functionArns = Object.values(taskArns);
    // Unqualified ARNs only: tasks never invoke versions or aliases, so no `:*` grant is needed.
    if (functionArns.length > 0) {
      this.stateMachine.addToRolePolicy(new PolicyStatement({ actions: ['lambda:InvokeFunction'], resources: functionArns }));
    }
    if (machineName) {
      const arn = (resource: string) => stack.formatArn({ service: 'states', resource, resourceName: machineName, arnFormat: ArnFormat.COLON_RESOURCE_NAME });
      this.stateMachine.addToRolePolicy(new PolicyStatement({ actions: ['states:StartExecution'], resources: [arn('stateMachine')] }));
      const executions = [`${arn('execution')}/*`, `${arn('execution')}:*`];
      this.stateMachine.addToRolePolicy(new PolicyStatement({ actions: ['states:DescribeExecution', 'states:StopExecution'], resources: executions }));
      acknowledgeWildcardArns(
        this.stateMachine,
        executions,
        'A distributed Map describes and stops the child executions it starts; their names are made by Step Functions, so only this machine\'s executions are matched by a wildcard.',
      );
    }
    Validations.of(this.stateMachine).acknowledge({
      id: 'AwsSolutions-IAM5[Resource::*]',
      reason:
        'Added by CDK for execution logging (logs:*LogDelivery, DescribeLogGroups/ResourcePolicies) and X-Ray (PutTraceSegments, GetSampling*); none of these actions supports resource-level permissions.',
    });
  }
}
