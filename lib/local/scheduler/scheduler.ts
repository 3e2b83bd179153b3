import { randomUUID } from 'node:crypto';
import { Cron } from 'croner';
import { cronPattern } from '#lambdas/jobs/job-timing';
import { fansOut, type JobDef } from '#lambdas/jobs/jobs';
import { DENIED_TO_JOBS } from '#lib/constructs/grant-actions';
import { FUNCTION_TIMEOUT_SECONDS } from '#lib/function-timeouts';
import { invokeHandler } from '#lib/local/lambda/handler-module';
import { LOCAL_ACCOUNT, LOCAL_REGION } from '#lib/local/names';

/** Schedule group the CDK Schedules stack puts the job schedules in. */
const SCHEDULE_GROUP = 'fast-dashboard';

/**
 * The payload our schedules deliver: EventBridge Scheduler's Lambda target with the schedule ARN and
 * scheduled time from its context attributes, in the shape of an EventBridge scheduled event.
 */
export function scheduledEvent(job: JobDef, scheduledTime: Date) {
  return {
    version: '0',
    id: randomUUID(),
    'detail-type': 'Scheduled Event',
    source: 'aws.scheduler',
    account: LOCAL_ACCOUNT,
    time: scheduledTime.toISOString().replace(/\.\d{3}Z$/, 'Z'),
    region: LOCAL_REGION,
    resources: [`arn:aws:scheduler:${LOCAL_REGION}:${LOCAL_ACCOUNT}:schedule/${SCHEDULE_GROUP}/${job.name}`],
    detail: {},
  };
}

export interface LocalScheduler {
  /**
   * Runs the job now, as its schedule would: invokes its handler, or starts its state machine when it fans
   * out; resolves with what the handler returned or the execution's output once it has ended.
   */
  runJob(name: string): Promise<unknown>;
  stop(): Promise<void>;
}

/** Starts a state machine by name through the local Step Functions and resolves with its output once it succeeded. */
export type RunWorkflow = (name: string, input: unknown) => Promise<unknown>;

/**
 * croner in place of EventBridge Scheduler: each job of lambdas/jobs/jobs.ts at its `every`, in its time
 * zone. A job that fans out starts its state machine with the input its AWS schedule gives (`{ job }`).
 */
export function startScheduler(
  jobs: readonly JobDef[],
  opts: { enabled: boolean; runWorkflow: RunWorkflow; onError?: (job: string, error: unknown) => void },
): LocalScheduler {
  const running = new Set<Promise<unknown>>();
  const invoke = (job: JobDef, at: Date) => {
    const call = fansOut(job)
      ? opts.runWorkflow(job.name, { job: job.name })
      : invokeHandler({ entry: job.handler, access: job.access, timeoutSeconds: FUNCTION_TIMEOUT_SECONDS.job, denied: DENIED_TO_JOBS }, scheduledEvent(job, at));
    running.add(call);
    call.finally(() => running.delete(call)).catch(() => undefined);
    return call;
  };
  const timers = opts.enabled
    ? jobs.map(
        (job) =>
          new Cron(cronPattern(job.every), { timezone: job.timezone ?? 'UTC', protect: true, mode: '5-part' }, async () => {
            await invoke(job, new Date()).catch((error: unknown) => opts.onError?.(job.name, error));
          }),
      )
    : [];
  return {
    runJob(name) {
      const job = jobs.find((j) => j.name === name);
      if (!job) return Promise.reject(new Error(`No job named '${name}' in lambdas/jobs/jobs.ts`));
      return invoke(job, new Date());
    },
    async stop() {
      for (const t of timers) t.stop();
      await Promise.allSettled([...running]);
    },
  };
}
