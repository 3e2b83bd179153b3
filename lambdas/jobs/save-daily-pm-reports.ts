import { companyToday } from '#lambdas/data/company-zone';
import { pmDailyReportEntity } from '#lambdas/data/entities/pm-daily-report';
import { savePmReport } from '#lambdas/maintenance/pm-report/save-pm-report';
import { companyTask } from './company-items.ts';

/**
 * Hourly, for one active company (the job's Map runs it once per company): once its own day has begun and
 * the day has no report yet, its reminders recomputed and its PM Service Report of the day stored. A
 * failure is logged and thrown: the Map records it and the other companies' reports are still stored.
 */
export const handler = companyTask('jobs/save-daily-pm-reports', 'PM report not saved', async (companyId) => {
  const now = Date.now();
  const date = await companyToday(companyId, now);
  const { data: stored } = await pmDailyReportEntity().get({ companyId, year: date.slice(0, 4), date }).go({ attributes: ['date'] });
  if (stored) return { saved: false };
  await savePmReport(companyId, now);
  return { saved: true };
});
