import {
  CreateScheduleCommand,
  DeleteScheduleCommand,
  SchedulerClient,
  UpdateScheduleCommand,
  type CreateScheduleCommandInput,
} from '@aws-sdk/client-scheduler';
import { sdkClient } from '#lambdas/observability/sdk-client';

/**
 * One EventBridge Scheduler one-time schedule per broadcast. The schedule invokes the broadcast sender
 * (lambdas/chat/broadcasts/send-broadcast.ts) with the ids of the scheduled message and deletes itself after.
 * Group, target and role come from the environment (the Schedules stack in AWS, the local cloud here).
 */
let client: SchedulerClient | undefined;

export interface BroadcastTarget { companyId: string; roomId: string; scheduledId: string }

/** A schedule is never set closer than this to now: the service needs a future instant. */
const MIN_LEAD_MS = 2_000;

function setting(name: 'BROADCAST_SCHEDULE_GROUP' | 'BROADCAST_TARGET_ARN' | 'BROADCAST_SCHEDULER_ROLE_ARN'): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set`);
  return value;
}

export function scheduleNameFor(scheduledId: string): string {
  return `broadcast-${scheduledId}`;
}

/** `at(yyyy-mm-ddThh:mm:ss)` in UTC. */
export function atExpression(at: Date, now: number = Date.now()): string {
  const when = new Date(Math.max(at.getTime(), now + MIN_LEAD_MS));
  return `at(${when.toISOString().slice(0, 19)})`;
}

function scheduleInput(name: string, at: Date, target: BroadcastTarget): CreateScheduleCommandInput {
  return {
    Name: name,
    GroupName: setting('BROADCAST_SCHEDULE_GROUP'),
    ScheduleExpression: atExpression(at),
    ScheduleExpressionTimezone: 'UTC',
    FlexibleTimeWindow: { Mode: 'OFF' },
    ActionAfterCompletion: 'DELETE',
    Description: `Chat broadcast ${target.scheduledId}`,
    Target: {
      Arn: setting('BROADCAST_TARGET_ARN'),
      RoleArn: setting('BROADCAST_SCHEDULER_ROLE_ARN'),
      Input: JSON.stringify(target),
      RetryPolicy: { MaximumRetryAttempts: 5, MaximumEventAgeInSeconds: 3600 },
    },
  };
}

function scheduler(): SchedulerClient {
  client ??= sdkClient(new SchedulerClient({}));
  return client;
}

export async function createBroadcastSchedule(name: string, at: Date, target: BroadcastTarget): Promise<void> {
  await scheduler().send(new CreateScheduleCommand(scheduleInput(name, at, target)));
}

export async function updateBroadcastSchedule(name: string, at: Date, target: BroadcastTarget): Promise<void> {
  await scheduler().send(new UpdateScheduleCommand(scheduleInput(name, at, target)));
}

/** Removes the schedule; one that already ran (and deleted itself) or never existed is fine. */
export async function deleteBroadcastSchedule(name: string): Promise<void> {
  try {
    await scheduler().send(new DeleteScheduleCommand({ Name: name, GroupName: setting('BROADCAST_SCHEDULE_GROUP') }));
  } catch (error) {
    if ((error as { name?: string }).name !== 'ResourceNotFoundException') throw error;
  }
}
