import type { RouteAccess } from '#lambdas/route-types';
import type { Every } from './job-timing.ts';

/**
 * Scheduled jobs, declared once: the CDK Schedules stack creates one EventBridge Scheduler schedule per
 * entry and the local scheduler runs the same handler with croner.
 */
export interface JobDef {
  /** Unique, kebab-case; also the schedule's name within the group. */
  readonly name: string;
  /** How often it runs; job-timing.ts derives the EventBridge and the croner expression from it. */
  readonly every: Every;
  /** IANA time zone both schedulers evaluate the timing in; UTC when absent. */
  readonly timezone?: string;
  /** Module under lambdas/ (no extension) exporting `handler`. */
  readonly handler: string;
  readonly access: RouteAccess;
}

export const jobs: readonly JobDef[] = [
  {
    name: 'prune-socket-connections',
    handler: 'jobs/prune-socket-connections',
    every: { hours: 1 },
    access: { table: 'readWrite' },
  },
  {
    // Just after midnight in the demo fleets' zone: the day's report reads that day's reminders.
    name: 'save-daily-pm-reports',
    handler: 'jobs/save-daily-pm-reports',
    every: { hours: 24 },
    timezone: 'America/Chicago',
    access: { table: 'readWrite', alerts: true },
  },
  {
    name: 'recompute-service-reminders',
    handler: 'jobs/recompute-service-reminders',
    every: { minutes: 15 },
    access: { table: 'readWrite', alerts: true },
  },
  {
    // Every quarter hour, so a report set for an hour goes out within 15 minutes of it.
    name: 'send-scheduled-reports',
    handler: 'jobs/send-scheduled-reports',
    every: { minutes: 15 },
    access: { table: 'readWrite', uploads: 'readWrite', alerts: true },
  },
  {
    name: 'remove-old-imports',
    handler: 'jobs/remove-old-imports',
    every: { hours: 24 },
    access: { table: 'readWrite', uploads: 'readWrite' },
  },
  {
    // The card provider's daily file lands in the fuel inbox (SES in AWS, the simulator locally).
    name: 'read-fuel-inbox',
    handler: 'reports/fuel/read-fuel-inbox',
    every: { minutes: 15 },
    access: { table: 'readWrite', uploads: 'readWrite' },
  },
];
