import { logger } from '#lambdas/http/logger';
import { assertEnvironmentOf } from '#lambdas/handler-environment';
import { observedTask } from '#lambdas/observability/observed-task';
import { savePmReport } from '#lambdas/maintenance/pm-report/save-pm-report';
import { companyItem, type CompanyItem } from './company-items.ts';

/**
 * Daily, for one active company (the job's Map runs it once per company): its reminders recomputed and
 * its PM Service Report of the day stored. A failure is logged and thrown: the Map records it and the
 * other companies' reports are still stored.
 */
export const handler = observedTask(async (event: unknown): Promise<CompanyItem> => {
  assertEnvironmentOf('jobs/save-daily-pm-reports');
  const { companyId } = companyItem.parse(event);
  try {
    await savePmReport(companyId);
  } catch (error) {
    logger.error('PM report not saved', { companyId, error: (error as Error).message });
    throw error;
  }
  return { companyId };
});
