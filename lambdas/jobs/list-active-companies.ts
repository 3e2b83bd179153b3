import { assertEnvironmentOf } from '#lambdas/handler-environment';
import { observedTask } from '#lambdas/observability/observed-task';
import { companyItems } from './company-items.ts';

/** First task of a job run for each active company: the registry's companies whose account is active. */
export const handler = observedTask(async () => {
  assertEnvironmentOf('jobs/list-active-companies');
  return companyItems({ activeOnly: true });
});
