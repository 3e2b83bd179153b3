import { Entity, type EntityItem } from 'electrodb';
import { SERVICE } from '#lambdas/data/table';
import { reusedEntity } from './reused-entity.ts';

/**
 * A scheduled company report (spec scheduledReports): a report of the menu rendered daily, weekly or
 * monthly at an hour of the company's zone and e-mailed as a signed link. The due index (gsi1) holds
 * every active schedule of every company by its next run, so the job reads only what is due; the pending
 * index (gsi2) holds only the schedules with a run claimed and not yet ended, by claim time, so a run
 * whose sender died is found again once its lease has passed.
 */
export const scheduledReportSchema = {
  model: { entity: 'scheduledReport', version: '1', service: SERVICE },
  attributes: {
    companyId: { type: 'string', required: true, readOnly: true },
    scheduleId: { type: 'string', required: true, readOnly: true },
    reportName: { type: 'string', required: true },
    frequency: { type: ['daily', 'weekly', 'monthly'] as const, required: true },
    dayOfWeek: { type: 'number' },
    dayOfMonth: { type: 'number' },
    hour: { type: 'number', required: true },
    timeZone: { type: 'string', required: true },
    recipients: { type: 'list', items: { type: 'string' }, required: true },
    active: { type: 'boolean', required: true },
    /** 'active' puts the schedule in the due index's one partition; paused schedules sit apart. */
    dueBucket: { type: ['active', 'paused'] as const, required: true },
    /** ISO instant of the next run (while paused: of the run it would have had). */
    nextRunAt: { type: 'string', required: true },
    lastRunAt: { type: 'string' },
    /** ISO instant of the run claimed and not yet ended: the run a resumed send renders and e-mails. */
    pendingRunAt: { type: 'string' },
    /** ISO instant the pending run was claimed (or taken over): its lease runs from here. */
    claimedAt: { type: 'string' },
    /** 'pending' puts a claimed run in the pending index's one partition; absent otherwise (sparse). */
    pendingBucket: { type: ['pending'] as const },
    /** How many senders have claimed the pending run (the first and each takeover): a run is not resumed for ever. */
    runClaims: { type: 'number' },
    /** The pending run's report link token, kept until the run ends so a resumed send e-mails the same link. */
    pendingLinkToken: { type: 'string' },
    lastResult: { type: ['sent', 'failed'] as const },
    lastMessage: { type: 'string' },
    createdBy: { type: 'string', required: true, readOnly: true },
    createdByName: { type: 'string', required: true, readOnly: true },
    createdAt: { type: 'string', required: true, readOnly: true },
    updatedAt: { type: 'string', required: true },
  },
  indexes: {
    bySchedule: { pk: { field: 'pk', composite: ['companyId'] }, sk: { field: 'sk', composite: ['scheduleId'] } },
    byDue: { index: 'gsi1', pk: { field: 'gsi1pk', composite: ['dueBucket'] }, sk: { field: 'gsi1sk', composite: ['nextRunAt', 'companyId', 'scheduleId'] } },
    // Only claimedAt in the key: a schedule without a pending run writes no gsi2 key at all.
    byPendingRun: { index: 'gsi2', pk: { field: 'gsi2pk', composite: ['pendingBucket'] }, sk: { field: 'gsi2sk', composite: ['claimedAt'] } },
  },
} as const;

const reused = reusedEntity((config) => new Entity(scheduledReportSchema, config));

export function scheduledReportEntity() {
  return reused();
}

export type ScheduledReportItem = EntityItem<ReturnType<typeof scheduledReportEntity>>;
