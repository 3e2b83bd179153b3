import { recomputeRemindersFor } from '#lambdas/maintenance/reminders/recompute-reminders';
import { companyTask } from './company-items.ts';

/**
 * Every 15 minutes, for one active company (the job's Map runs it once per company): its service
 * reminders judged again, so a reminder follows the odometer the feed moved (at most one feed interval
 * late) and turns due by the calendar when no truck moves. The feed itself does not recompute: a batch
 * touches every tractor, and reminders read each tractor's records and month of mileage, which would more
 * than double the cost of every batch. A failure is logged and thrown; the other companies go on.
 */
export const handler = companyTask('jobs/recompute-service-reminders', 'Service reminders not recomputed', async (companyId) => {
  await recomputeRemindersFor(companyId);
  return {};
});
