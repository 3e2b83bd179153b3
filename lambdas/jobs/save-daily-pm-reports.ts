import { savePmReport } from '#lambdas/maintenance/pm-report/save-pm-report';
import { companyTask } from './company-items.ts';

/**
 * Daily, for one active company (the job's Map runs it once per company): its reminders recomputed and
 * its PM Service Report of the day stored. A failure is logged and thrown: the Map records it and the
 * other companies' reports are still stored.
 */
export const handler = companyTask('jobs/save-daily-pm-reports', 'PM report not saved', async (companyId) => {
  await savePmReport(companyId);
  return {};
});
