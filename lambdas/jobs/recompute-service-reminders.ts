import { logger } from '#lambdas/http/logger';
import { assertEnvironmentOf } from '#lambdas/handler-environment';
import { observedTask } from '#lambdas/observability/observed-task';
import { recomputeRemindersFor } from '#lambdas/maintenance/reminders/recompute-reminders';
import { companyItem, type CompanyItem } from './company-items.ts';

/**
 * Every 15 minutes, for one active company (the job's Map runs it once per company): its service
 * reminders judged again, so a reminder follows the odometer the feed moved (at most one feed interval
 * late) and turns due by the calendar when no truck moves. The feed itself does not recompute: a batch
 * touches every tractor, and reminders read each tractor's records and month of mileage, which would more
 * than double the cost of every batch. A failure is logged and thrown; the other companies go on.
 */
export const handler = observedTask(async (event: unknown): Promise<CompanyItem> => {
  assertEnvironmentOf('jobs/recompute-service-reminders');
  const { companyId } = companyItem.parse(event);
  try {
    await recomputeRemindersFor(companyId);
  } catch (error) {
    logger.error('Service reminders not recomputed', { companyId, error: (error as Error).message });
    throw error;
  }
  return { companyId };
});
