import { assertEnvironmentOf } from '#lambdas/handler-environment';
import { observedTask } from '#lambdas/observability/observed-task';
import { companyItems } from './company-items.ts';

/** First task of a job run for every company (active or not): the companies of the registry. */
export const handler = observedTask(async () => {
  assertEnvironmentOf('jobs/list-companies');
  return companyItems({ activeOnly: false });
});
