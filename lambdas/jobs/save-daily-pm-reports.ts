import { companyEntity } from '#lambdas/data/entities/company';
import { logger } from '#lambdas/http/logger';
import { assertEnvironmentOf } from '#lambdas/handler-environment';
import { observedTask } from '#lambdas/observability/observed-task';
import { savePmReport } from '#lambdas/maintenance/pm-report/save-pm-report';

/** Daily: each active company's reminders recomputed and its PM Service Report of the day stored. */
export const handler = observedTask(async (): Promise<{ companies: number; failed: number }> => {
  assertEnvironmentOf('jobs/save-daily-pm-reports');
  const { data: companies } = await companyEntity().scan.go({ pages: 'all', attributes: ['companyId', 'accountActive'] });
  let failed = 0;
  for (const company of companies.filter((c) => c.accountActive)) {
    try {
      await savePmReport(company.companyId);
    } catch (error) {
      // One company's failure must not keep the others' reports from being stored.
      failed += 1;
      logger.error('PM report not saved', { companyId: company.companyId, error: (error as Error).message });
    }
  }
  return { companies: companies.length, failed };
});
