import { logger } from '#lambdas/http/logger';
import { assertEnvironmentOf } from '#lambdas/handler-environment';
import { observedTask } from '#lambdas/observability/observed-task';
import { dueReport, sendDueReport, type DueReport } from '#lambdas/reports/company/send-due-reports';

/**
 * Every 15 minutes, for one due schedule (the job's Map runs it once per schedule the due index listed):
 * the report rendered and its link e-mailed. A report that cannot be made is recorded on its schedule; an
 * unexpected failure is logged and thrown, and the other schedules still go.
 */
export const handler = observedTask(async (event: unknown): Promise<DueReport & { result: 'sent' | 'failed' | 'skipped' }> => {
  assertEnvironmentOf('jobs/send-scheduled-reports');
  const listed = dueReport.parse(event);
  try {
    return { ...listed, result: await sendDueReport(listed) };
  } catch (error) {
    logger.error('scheduled report not sent', { ...listed, error: (error as Error).message });
    throw error;
  }
});
