import { LAMBDA_RETRY } from '#lambdas/imports/pipeline/map-state';
import type { StateMachineDef } from '#lambdas/workflows/definitions';
import { fansOut, jobs, type FanOutJob, type JobDef } from './jobs.ts';

/**
 * Items one run of a fanned-out job takes: its list rides in the execution's state, which Step Functions
 * holds to 256 KB (a company item, `{"companyId":"cmp-XXXXXXXXXX"}`, is 31 bytes: 8,000 of them ≈ 250 KB
 * with headroom for longer ids). The items run as child executions, so the history does not grow with them.
 */
export const MAX_ITEMS_A_RUN = 7_000;

/** What a job's first task answers: the items its Map runs one by one. */
export interface JobItems<T> {
  readonly items: readonly T[];
}

/**
 * The state machine of a fanned-out job: its first task lists the items, then a Map in DISTRIBUTED mode
 * runs each item as a child execution of the per-item task (at most `maxConcurrency` at once; the local
 * interpreter runs the same Map inline). An item whose task still fails after the retries of transient
 * Lambda faults is caught within its own child: its error is in that task's events and its function's logs,
 * and the other items go on, as the jobs did company by company before. The output counts the items.
 */
export function jobStateMachine(job: FanOutJob): StateMachineDef {
  return {
    name: job.name,
    tasks: {
      list: { handler: job.handler, access: job.access },
      each: { handler: job.forEach.handler, access: job.forEach.access },
    },
    definition: (arns) => ({
      Comment: `Scheduled job ${job.name}: the items listed from an index, then each on its own`,
      StartAt: 'ListItems',
      States: {
        ListItems: { Type: 'Task', Resource: arns.list, Retry: LAMBDA_RETRY, Next: 'EachItem' },
        EachItem: {
          Type: 'Map',
          Label: 'EachItem',
          ItemsPath: '$.items',
          MaxConcurrency: job.forEach.maxConcurrency,
          ItemProcessor: {
            ProcessorConfig: { Mode: 'DISTRIBUTED', ExecutionType: 'STANDARD' },
            StartAt: 'RunItem',
            States: {
              RunItem: {
                Type: 'Task',
                Resource: arns.each,
                Retry: LAMBDA_RETRY,
                Catch: [{ ErrorEquals: ['States.ALL'], ResultPath: '$.error', Next: 'ItemFailed' }],
                End: true,
              },
              // Only the error's name stays beside the item: its cause (a stack) is in the task's events.
              ItemFailed: { Type: 'Pass', InputPath: '$.error.Error', ResultPath: '$.error', End: true },
            },
          },
          ResultPath: null,
          Next: 'CountItems',
        },
        CountItems: { Type: 'Pass', Parameters: { 'items.$': 'States.ArrayLength($.items)' }, End: true },
      },
    }),
  };
}

/** The state machines of the jobs that fan out, deployed with the other workflows. */
export function jobStateMachines(all: readonly JobDef[] = jobs): StateMachineDef[] {
  return all.filter(fansOut).map(jobStateMachine);
}

/** The first task's answer, refusing a list one execution cannot hold (the job fails loudly instead of half way). */
export function jobItems<T>(items: readonly T[], what: string): JobItems<T> {
  if (items.length > MAX_ITEMS_A_RUN) {
    throw new Error(`${items.length} ${what} are more than one run of a job takes (${MAX_ITEMS_A_RUN}): list them in pages (a Map reading its items from S3)`);
  }
  return { items };
}
