import { iftaSummaryQuery } from '#shared/reports/fuel-api';
import { quarterSummaryCsv } from '#shared/reports/ifta-export';
import { ConflictError } from '#lambdas/http/errors';
import { file } from '#lambdas/http/respond';
import { companyRoute } from '#lambdas/http/route-handler';
import { iftaQuarter } from './ifta-quarter.ts';

/** The quarter's return by jurisdiction as CSV; a quarter without fuel has no return to export (409). */
export const handler = companyRoute({ query: iftaSummaryQuery }, async ({ caller, query }) => {
  const answer = await iftaQuarter(caller.companyId, query.quarter);
  if (!answer.result) throw new ConflictError(answer.refusal ?? 'No fuel purchases in the quarter.');
  return file('text/csv; charset=utf-8', `IFTA-${answer.quarter}-summary.csv`, quarterSummaryCsv(answer.result));
});
