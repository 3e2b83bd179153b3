import type { OwnershipCheck } from '#lambdas/http/ownership';
import { scheduleLinkOfCaller } from './link-access.ts';

/** Owner `schedule-link`: dispatch handles any link of the company, a driver only his own (404 otherwise). */
export const ownershipCheck: OwnershipCheck = async (caller, params) => {
  await scheduleLinkOfCaller(caller, params.linkId ?? '');
};
