import { copyWeekBody } from '#shared/schedules/api';
import { json } from '#lambdas/http/respond';
import { companyRoute } from '#lambdas/http/route-handler';
import { copyWeek } from './week-actions.ts';

/** Copies a week onto another as drafts, keeping the target's days already entered. */
export const handler = companyRoute({ body: copyWeekBody }, async ({ caller, body }) =>
  json(201, await copyWeek(caller.companyId, body.from, body.to, caller.displayName || caller.email || caller.userId)));
