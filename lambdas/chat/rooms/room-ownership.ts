import { ForbiddenError } from '#lambdas/http/errors';
import type { OwnershipCheck } from '#lambdas/http/ownership';
import { roomOfMember } from './room-access.ts';

/** Owner `room`: the caller must be a member of `{roomId}` of his company (404 otherwise). */
export const ownershipCheck: OwnershipCheck = async (caller, params) => {
  if (!caller.companyId) throw new ForbiddenError();
  await roomOfMember(caller.companyId, params.roomId ?? '', caller.userId);
};
