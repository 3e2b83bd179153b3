import { Duration, RemovalPolicy, Stack, TimeZone, type StackProps } from 'aws-cdk-lib';
import { Schedule, ScheduleExpression, ScheduleGroup, ScheduleTargetInput } from 'aws-cdk-lib/aws-scheduler';
import { LambdaInvoke, StepFunctionsStartExecution } from 'aws-cdk-lib/aws-scheduler-targets';
import type { Construct } from 'constructs';
import { broadcastTarget } from '#lambdas/chat/broadcasts/broadcast-target';
import { scheduleExpression } from '#lambdas/jobs/job-timing';
import { fansOut, jobs as productJobs, type JobDef } from '#lambdas/jobs/jobs';
import { BroadcastSchedules } from '#lib/constructs/broadcast-scheduling';
import { AppFunction, type BackendResources } from '#lib/constructs/app-function';
import { pascalId } from '#lib/constructs/ids';
import { denyToJobs } from '#lib/constructs/job-denials';
import { FUNCTION_TIMEOUT_SECONDS } from '#lib/function-timeouts';
import { acknowledgeWildcardArns } from '#lib/constructs/nag';

export interface SchedulesStackProps extends StackProps {
  readonly backend: BackendResources;
  /** Defaults to the product's job table. */
  readonly jobs?: readonly JobDef[];
}

/**
 * An EventBridge Scheduler group with one schedule per entry of lambdas/jobs/jobs.ts: a job's own Lambda
 * (denied a Scan of the table) is invoked; a job that fans out starts its state machine, which the
 * Workflows stack deploys with the other workflows (`backend.stateMachines`, by the job's name).
 */
export class SchedulesStack extends Stack {
  readonly group: ScheduleGroup;
  /** Group, target and role of the chat's one-time broadcast schedules, for the functions that make them. */
  readonly broadcasts: BroadcastSchedules;

  constructor(scope: Construct, id: string, props: SchedulesStackProps) {
    super(scope, id, props);

    // Its schedules are this stack's own resources, so nothing in it outlives the stack: it goes with it
    // (CDK's default would keep it, and its name, after a failed first deploy, which then could not be retried).
    this.group = new ScheduleGroup(this, 'Group', { removalPolicy: RemovalPolicy.DESTROY });
    const sender = new AppFunction(this, 'BroadcastSender', {
      handler: broadcastTarget.handler,
      access: broadcastTarget.access,
      backend: props.backend,
      description: 'Scheduled chat broadcast sender',
      timeout: Duration.seconds(FUNCTION_TIMEOUT_SECONDS.broadcastSender),
    });
    this.broadcasts = new BroadcastSchedules(this, 'Broadcasts', { target: sender.fn });
    for (const job of props.jobs ?? productJobs) {
      const id = pascalId(job.name);
      if (fansOut(job)) {
        this.startsWorkflow(job, id, props.backend);
        continue;
      }
      const handler = new AppFunction(this, `${id}Job`, {
        handler: job.handler,
        access: job.access,
        backend: props.backend,
        description: `Scheduled job ${job.name}`,
        timeout: Duration.seconds(FUNCTION_TIMEOUT_SECONDS.job),
      });
      denyToJobs(handler, props.backend.table);
      const schedule = new Schedule(this, `${id}Schedule`, {
        scheduleName: job.name,
        scheduleGroup: this.group,
        description: `${job.handler} on ${scheduleExpression(job.every)}`,
        schedule: ScheduleExpression.expression(scheduleExpression(job.every), job.timezone ? TimeZone.of(job.timezone) : undefined),
        target: new LambdaInvoke(handler.fn, { input: ScheduleTargetInput.fromObject({ job: job.name }) }),
      });
      // The group is referenced by its generated name, which carries no dependency of its own.
      schedule.node.addDependency(this.group);
      acknowledgeWildcardArns(
        this,
        [`${handler.fn.functionArn}:*`],
        `The Scheduler target role may invoke the ${job.name} function and its versions (aws-scheduler-targets grants both); no other function.`,
      );
    }
  }

  /** The schedule of a job that fans out: it starts the job's state machine with `{ job }` as input. */
  private startsWorkflow(job: JobDef, id: string, backend: BackendResources): void {
    const machine = backend.stateMachines?.[job.name];
    if (!machine) throw new Error(`Job ${job.name} fans out, but no state machine of that name is deployed (lambdas/jobs/job-workflow.ts)`);
    const schedule = new Schedule(this, `${id}Schedule`, {
      scheduleName: job.name,
      scheduleGroup: this.group,
      description: `${job.name} state machine on ${scheduleExpression(job.every)}`,
      schedule: ScheduleExpression.expression(scheduleExpression(job.every), job.timezone ? TimeZone.of(job.timezone) : undefined),
      target: new StepFunctionsStartExecution(machine, { input: ScheduleTargetInput.fromObject({ job: job.name }) }),
    });
    schedule.node.addDependency(this.group);
  }
}
