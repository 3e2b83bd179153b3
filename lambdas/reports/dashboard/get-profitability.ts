import { profitabilityQuery } from '#shared/reports/dashboard-api';
import { NotFoundError } from '#lambdas/http/errors';
import { companyRoute } from '#lambdas/http/route-handler';
import { companyCosts, runProfitability } from './profitability-data.ts';
import { latestPayRun, payRunOf } from './week-figures.ts';

/** GET /profitability: one pay run (the newest calculated one by default) by tractor, by domicile and in total. */
export const handler = companyRoute({ query: profitabilityQuery }, async ({ caller, query }) => {
  const { companyId } = caller;
  const run = query.payRunId ? await payRunOf(companyId, query.payRunId) : await latestPayRun(companyId);
  if (!run) throw new NotFoundError(query.payRunId ? 'Pay run not found.' : 'No pay run yet.');
  return { ...(await runProfitability(companyId, run, await companyCosts(companyId))) };
});
