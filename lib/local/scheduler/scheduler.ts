import { randomUUID } from 'node:crypto';
import { Cron } from 'croner';
import { cronPattern } from '#lambdas/jobs/job-timing';
import type { JobDef } from '#lambdas/jobs/jobs';
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
  /** Invokes the job's handler now, as its schedule would, and resolves with what it returned. */
  runJob(name: string): Promise<unknown>;
  stop(): Promise<void>;
}

/** croner in place of EventBridge Scheduler: each job of lambdas/jobs/jobs.ts at its `every`, in its time zone. */
export function startScheduler(
  jobs: readonly JobDef[],
  opts: { enabled: boolean; onError?: (job: string, error: unknown) => void },
): LocalScheduler {
  const running = new Set<Promise<unknown>>();
  const invoke = (job: JobDef, at: Date) => {
    const call = invokeHandler({ entry: job.handler, access: job.access, timeoutSeconds: FUNCTION_TIMEOUT_SECONDS.job }, scheduledEvent(job, at));
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
