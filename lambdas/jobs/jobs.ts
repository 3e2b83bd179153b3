import type { RouteAccess } from '../route-types.ts';

/**
 * Scheduled jobs, declared once: the CDK Schedules stack creates one EventBridge Scheduler schedule per
 * entry and the local scheduler runs the same handler with croner.
 */
export interface JobDef {
  /** Unique, kebab-case; also the schedule's name within the group. */
  readonly name: string;
  /** EventBridge Scheduler expression: `rate(...)` or 6-field `cron(...)`. */
  readonly schedule: string;
  /** The same timing as a 5-field croner expression, for the local runtime. */
  readonly cron: string;
  /** IANA time zone both schedulers evaluate the expression in; UTC when absent. */
  readonly timezone?: string;
  /** Module under lambdas/ (no extension) exporting `handler`. */
  readonly handler: string;
  readonly access: RouteAccess;
}

export const jobs: readonly JobDef[] = [
  {
    name: 'prune-socket-connections',
    handler: 'jobs/prune-socket-connections',
    schedule: 'rate(1 hour)',
    cron: '0 * * * *',
    access: { table: 'readWrite' },
  },
];
