import type { OwnershipCheck } from '#lambdas/http/ownership';
import { submissionOfReader } from './submission-access.ts';

/** Owner `submission`: inspection staff read any submission of the company, anyone else only his own (404 otherwise). */
export const ownershipCheck: OwnershipCheck = async (caller, params) => {
  await submissionOfReader(caller, params.submissionId ?? '');
};
