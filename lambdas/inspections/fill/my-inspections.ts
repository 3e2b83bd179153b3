import { DEFAULT_DRIVER_ID } from '#shared/access/roles';
import { MY_DVIR_DAYS, MY_DVIRS_MAX } from '#shared/forms/fill-api';
import { formSubmissionEntity } from '#lambdas/data/entities/form-submission';
import { timeKey } from '#lambdas/chat/ids';
import { companyRoute } from '#lambdas/http/route-handler';
import { submissionRow } from './submission-view.ts';

const DAY_MS = 86_400_000;

/**
 * The caller's own DVIRs of the last MY_DVIR_DAYS days, newest first, for the roadside: his driver id's
 * index from the first id of that day on (time-ordered ids), never another person's. Staff without a driver
 * id share the default one, so theirs are filtered to the caller's uid.
 */
export const handler = companyRoute({}, async ({ caller }) => {
  const since = timeKey(Date.now() - MY_DVIR_DAYS * DAY_MS);
  const query = formSubmissionEntity().query.byDriver({ companyId: caller.companyId, category: caller.driverId }).gte({ submissionId: since });
  const mine = caller.driverId !== DEFAULT_DRIVER_ID
    ? query.where(({ formType }, { eq }) => eq(formType, 'DVIR'))
    : query.where(({ formType, submittedByUid }, { eq }) => `${eq(formType, 'DVIR')} AND ${eq(submittedByUid, caller.userId)}`);
  const { data } = await mine.go({ order: 'desc', limit: MY_DVIRS_MAX, pages: 20 });
  return { inspections: data.slice(0, MY_DVIRS_MAX).map(submissionRow) };
});
