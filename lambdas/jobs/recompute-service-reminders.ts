import { companyEntity } from '#lambdas/data/entities/company';
import { logger } from '#lambdas/http/logger';
import { assertEnvironmentOf } from '#lambdas/handler-environment';
import { observedTask } from '#lambdas/observability/observed-task';
import { recomputeRemindersFor } from '#lambdas/maintenance/reminders/recompute-reminders';

/**
 * Every 15 minutes: each active company's service reminders judged again, so a reminder follows the
 * odometer the feed moved (at most one feed interval late) and turns due by the calendar when no truck
 * moves. The feed itself does not recompute: a batch touches every tractor, and reminders read each
 * tractor's records and month of mileage, which would more than double the cost of every batch.
 */
export const handler = observedTask(async (): Promise<{ companies: number; failed: number }> => {
  assertEnvironmentOf('jobs/recompute-service-reminders');
  const { data: companies } = await companyEntity().scan.go({ pages: 'all', attributes: ['companyId', 'accountActive'] });
  let failed = 0;
  for (const company of companies.filter((c) => c.accountActive)) {
    try {
      await recomputeRemindersFor(company.companyId);
    } catch (error) {
      // One company's failure must not keep the others' reminders stale.
      failed += 1;
      logger.error('Service reminders not recomputed', { companyId: company.companyId, error: (error as Error).message });
    }
  }
  return { companies: companies.length, failed };
});
