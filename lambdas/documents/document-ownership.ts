import type { OwnershipCheck } from '#lambdas/http/ownership';
import { documentOfReader } from './document-access.ts';

/** Owner `document`: staff read any paper of the company, anyone else his own, the company's and his tractor's (404 otherwise). */
export const ownershipCheck: OwnershipCheck = async (caller, params) => {
  await documentOfReader(caller, params.documentId ?? '');
};
