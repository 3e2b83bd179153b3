import { assertEnvironmentOf } from '#lambdas/handler-environment';
import { observedTask } from '#lambdas/observability/observed-task';
import { listFuelInbox } from './fuel-inbox.ts';

/** First task of the fuel inbox job: the waiting files by company. */
export const handler = observedTask(async () => {
  assertEnvironmentOf('reports/fuel/list-fuel-inbox');
  return listFuelInbox();
});
