import { submissionListQuery } from '#shared/forms/review-api';
import { companyRoute } from '#lambdas/http/route-handler';
import { idBounds, pageTotals, readSubmissions, SUBMISSION_PAGE } from './submission-queries.ts';

/** Submissions completed between exactly two company-zone days, filtered, 200 a page, without their answers. */
export const handler = companyRoute({ query: submissionListQuery }, async ({ caller, query }) => {
  const bounds = await idBounds(caller.companyId, query.from, query.to);
  const rows = await readSubmissions(caller.companyId, bounds, query, SUBMISSION_PAGE + 1, query.cursor);
  const submissions = rows.slice(0, SUBMISSION_PAGE);
  const hasMore = rows.length > SUBMISSION_PAGE;
  return { from: query.from, to: query.to, submissions, totals: pageTotals(submissions), nextCursor: hasMore ? submissions.at(-1)!.submissionId : null };
});
