import { emptyBody } from '#shared/maintenance/api';
import { companyRoute } from '#lambdas/http/route-handler';
import { recomputeRemindersFor } from './recompute-reminders.ts';

/** Recomputes every tractor's reminders now (they are also recomputed on each save and odometer move). */
export const handler = companyRoute({ body: emptyBody }, async ({ caller }) => recomputeRemindersFor(caller.companyId));
