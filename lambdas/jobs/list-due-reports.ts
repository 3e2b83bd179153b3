import { assertEnvironmentOf } from '#lambdas/handler-environment';
import { observedTask } from '#lambdas/observability/observed-task';
import { dueReports, type DueReport } from '#lambdas/reports/company/send-due-reports';
import { jobItems, type JobItems } from './job-workflow.ts';

/** First task of the scheduled reports job: the schedules due now, from the due index. */
export const handler = observedTask(async (): Promise<JobItems<DueReport>> => {
  assertEnvironmentOf('jobs/list-due-reports');
  return jobItems(await dueReports(), 'due reports');
});
