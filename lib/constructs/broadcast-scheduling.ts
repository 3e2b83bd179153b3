import { RemovalPolicy, Stack } from 'aws-cdk-lib';
import { PolicyStatement, Role, ServicePrincipal, type IRole } from 'aws-cdk-lib/aws-iam';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { ScheduleGroup } from 'aws-cdk-lib/aws-scheduler';
import { Construct } from 'constructs';

/** What a function that schedules broadcasts is told and granted (see AppFunction `access.schedules`). */
export interface BroadcastScheduling {
  readonly groupName: string;
  readonly targetArn: string;
  /** The role EventBridge Scheduler assumes to invoke the target; schedulers must be allowed to pass it. */
  readonly role: IRole;
}

export interface BroadcastSchedulesProps {
  /** The broadcast sender (lambdas/chat/broadcasts/send-broadcast.ts). */
  readonly target: IFunction;
}

/**
 * The schedule group the chat's one-time broadcast schedules are created in at run time, and the
 * role those schedules run with: it may invoke the broadcast sender and nothing else.
 */
export class BroadcastSchedules extends Construct implements BroadcastScheduling {
  readonly groupName: string;
  readonly targetArn: string;
  readonly role: Role;

  constructor(scope: Construct, id: string, props: BroadcastSchedulesProps) {
    super(scope, id);
    const group = new ScheduleGroup(this, 'Group', {
      // Group names are unique in the account and region: the stack's name keeps the stages apart.
      scheduleGroupName: `${Stack.of(this).stackName}-broadcasts`,
      // Deleting a group deletes the schedules users made in it, so it outlives its stack; but not a failed
      // first deploy, which could not be retried while the retained group held the name.
      removalPolicy: RemovalPolicy.RETAIN_ON_UPDATE_OR_DELETE,
    });
    this.groupName = group.scheduleGroupName;
    this.targetArn = props.target.functionArn;
    this.role = new Role(this, 'SchedulerRole', {
      assumedBy: new ServicePrincipal('scheduler.amazonaws.com', {
        conditions: { StringEquals: { 'aws:SourceAccount': Stack.of(this).account } },
      }),
      description: 'EventBridge Scheduler invokes the chat broadcast sender with it',
    });
    this.role.addToPolicy(new PolicyStatement({ actions: ['lambda:InvokeFunction'], resources: [props.target.functionArn] }));
  }
}
