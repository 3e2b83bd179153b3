import { DEFAULT_DRIVER_ID } from '#shared/access/roles';
import { MY_SUBMISSIONS } from '#shared/forms/fill-api';
import { formSubmissionEntity } from '#lambdas/data/entities/form-submission';
import { companyRoute } from '#lambdas/http/route-handler';
import { submissionRow } from './submission-view.ts';

/**
 * The caller's own newest submissions. A driver's are found by his driver id (the spec's category); staff
 * without one share the default id, so theirs are that index's items filtered to the caller's uid.
 */
export const handler = companyRoute({}, async ({ caller }) => {
  const { companyId } = caller;
  const query = formSubmissionEntity().query.byDriver({ companyId, category: caller.driverId });
  const { data } = caller.driverId !== DEFAULT_DRIVER_ID
    ? await query.go({ order: 'desc', limit: MY_SUBMISSIONS })
    : await query.where(({ submittedByUid }, { eq }) => eq(submittedByUid, caller.userId)).go({ order: 'desc', limit: MY_SUBMISSIONS, pages: 10 });
  return { submissions: data.slice(0, MY_SUBMISSIONS).map(submissionRow) };
});
