import { assertEnvironmentOf } from '#lambdas/handler-environment';
import { observedTask } from '#lambdas/observability/observed-task';
import { sendDueReports, type SendAnswer } from '#lambdas/reports/company/send-due-reports';

/** Every 15 minutes: the scheduled company reports that are due are rendered and their links e-mailed. */
export const handler = observedTask(async (): Promise<SendAnswer> => {
  assertEnvironmentOf('jobs/send-scheduled-reports');
  return sendDueReports();
});
