import { DEFAULT_DRIVER_ID, hasRole } from '#shared/access/roles';
import { formSubmissionEntity, type FormSubmissionItem } from '#lambdas/data/entities/form-submission';
import { monthOf } from '#lambdas/data/month-partition';
import type { Caller } from '#lambdas/http/caller';
import { NotFoundError } from '#lambdas/http/errors';
import { memoised } from '#lambdas/http/request-memo';

/** Inspection review is the shop manager's and above (page audience `office`). */
export const INSPECTION_STAFF_ROLE = 4;

export const SUBMISSION_NOT_FOUND = 'Submission not found.';

const SUBMISSION_ID = /^[0-9a-z]{19}$/;

/** The UTC month a submission id was made in (its first 9 characters are base-36 epoch milliseconds). */
export function monthOfSubmissionId(submissionId: string): string | undefined {
  if (!SUBMISSION_ID.test(submissionId)) return undefined;
  return monthOf(parseInt(submissionId.slice(0, 9), 36));
}

/** Read once per request: the owner check and the handler share it. */
export async function loadSubmission(companyId: string, submissionId: string): Promise<FormSubmissionItem> {
  const month = monthOfSubmissionId(submissionId);
  if (!month) throw new NotFoundError(SUBMISSION_NOT_FOUND);
  const data = await memoised(`formSubmission:${companyId}:${submissionId}`, async () => (await formSubmissionEntity().get({ companyId, month, submissionId }).go()).data);
  if (!data) throw new NotFoundError(SUBMISSION_NOT_FOUND);
  return data;
}

/** Staff may read any of the company's; anyone else only what he filled himself (404 for the rest, so ids cannot be probed). */
export function mayReadSubmission(caller: Caller, submission: Pick<FormSubmissionItem, 'category' | 'submittedByUid'>): boolean {
  if (hasRole(caller.role, INSPECTION_STAFF_ROLE)) return true;
  if (submission.submittedByUid === caller.userId) return true;
  return caller.driverId !== DEFAULT_DRIVER_ID && submission.category === caller.driverId;
}

export async function submissionOfReader(caller: Caller, submissionId: string): Promise<FormSubmissionItem> {
  if (!caller.companyId) throw new NotFoundError(SUBMISSION_NOT_FOUND);
  const submission = await loadSubmission(caller.companyId, submissionId);
  if (!mayReadSubmission(caller, submission)) throw new NotFoundError(SUBMISSION_NOT_FOUND);
  return submission;
}
