import { submissionParams } from '#shared/forms/review-api';
import { companyRoute } from '#lambdas/http/route-handler';
import { submissionOfReader } from '#lambdas/inspections/submission-access';
import { submissionView } from './submission-view.ts';

/** A submission with its version's questions, each fault's resolution and 5-minute image links; a driver only his own. */
export const handler = companyRoute({ params: submissionParams }, async ({ caller, params }) => {
  const submission = await submissionOfReader(caller, params.submissionId);
  return submissionView(caller.companyId, submission);
});
