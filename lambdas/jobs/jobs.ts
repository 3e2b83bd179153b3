import type { RouteAccess } from '#lambdas/route-types';
import type { Every } from './job-timing.ts';

/** Per-company work run at once by a fanned-out job: enough to get through 1,000 companies in minutes, few enough for the table. */
export const COMPANY_CONCURRENCY = 10;

/** A Lambda of a job: the module under lambdas/ (no extension) exporting `handler`, and what it may touch. */
export interface JobFunction {
  readonly handler: string;
  readonly access: RouteAccess;
}

/**
 * Scheduled jobs, declared once: the CDK Schedules stack creates one EventBridge Scheduler schedule per
 * entry and the local scheduler runs the same job with croner.
 *
 * A job without `forEach` is one invocation of `handler`. A job with `forEach` fans out: its schedule
 * starts the job's state machine (named as the job, lambdas/jobs/job-workflow.ts), whose first task
 * (`handler`) lists the items (`{ items: [...] }`, e.g. one per company, from an index, never a Scan) and
 * whose Map runs `forEach.handler` once per item, at most `forEach.maxConcurrency` at once.
 */
export interface JobDef extends JobFunction {
  /** Unique, kebab-case; also the schedule's name within the group (and the state machine's when it fans out). */
  readonly name: string;
  /** How often it runs; job-timing.ts derives the EventBridge and the croner expression from it. */
  readonly every: Every;
  /** IANA time zone both schedulers evaluate the timing in; UTC when absent. */
  readonly timezone?: string;
  readonly forEach?: JobFunction & { readonly maxConcurrency: number };
}

export type FanOutJob = JobDef & { readonly forEach: NonNullable<JobDef['forEach']> };

export function fansOut(job: JobDef): job is FanOutJob {
  return job.forEach !== undefined;
}

const LIST_COMPANIES = { handler: 'jobs/list-companies', access: { table: 'read' } } as const;
const LIST_ACTIVE_COMPANIES = { handler: 'jobs/list-active-companies', access: { table: 'read' } } as const;

export const jobs: readonly JobDef[] = [
  {
    // One invocation: the expiry index holds every company's connections by expiry.
    name: 'prune-socket-connections',
    handler: 'jobs/prune-socket-connections',
    every: { hours: 1 },
    access: { table: 'readWrite' },
  },
  {
    // Hourly, since companies keep different zones: each company's report is saved in the first hour of its own day.
    name: 'save-daily-pm-reports',
    ...LIST_ACTIVE_COMPANIES,
    every: { hours: 1 },
    forEach: { handler: 'jobs/save-daily-pm-reports', access: { table: 'readWrite', alerts: true }, maxConcurrency: COMPANY_CONCURRENCY },
  },
  {
    name: 'recompute-service-reminders',
    ...LIST_ACTIVE_COMPANIES,
    every: { minutes: 15 },
    forEach: { handler: 'jobs/recompute-service-reminders', access: { table: 'readWrite', alerts: true }, maxConcurrency: COMPANY_CONCURRENCY },
  },
  {
    // Every quarter hour, so a report set for an hour goes out within 15 minutes of it: each due schedule on its own.
    name: 'send-scheduled-reports',
    handler: 'jobs/list-due-reports',
    access: { table: 'read' },
    every: { minutes: 15 },
    forEach: { handler: 'jobs/send-scheduled-reports', access: { table: 'readWrite', uploads: 'readWrite', alerts: true }, maxConcurrency: COMPANY_CONCURRENCY },
  },
  {
    name: 'remove-old-imports',
    ...LIST_COMPANIES,
    every: { hours: 24 },
    forEach: { handler: 'jobs/remove-old-imports', access: { table: 'readWrite', uploads: 'readWrite' }, maxConcurrency: COMPANY_CONCURRENCY },
  },
  {
    // The card provider's daily file lands in the fuel inbox (SES in AWS, the simulator locally): each company's files on their own.
    name: 'read-fuel-inbox',
    handler: 'reports/fuel/list-fuel-inbox',
    // Listing the inbox is a ListBucket, which only the uploads writers are granted.
    access: { table: 'read', uploads: 'readWrite' },
    every: { minutes: 15 },
    forEach: { handler: 'reports/fuel/read-fuel-inbox', access: { table: 'readWrite', uploads: 'readWrite' }, maxConcurrency: COMPANY_CONCURRENCY },
  },
];
