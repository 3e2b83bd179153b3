import { randomUUID } from 'node:crypto';
import { programBody } from '#shared/maintenance/api';
import { serviceProgramEntity } from '#lambdas/data/entities/service-program';
import { json } from '#lambdas/http/respond';
import { companyRoute } from '#lambdas/http/route-handler';
import { recomputeRemindersFor } from '#lambdas/maintenance/reminders/recompute-reminders';
import { programItem, programView } from './program-view.ts';

/** A new service program; every tractor's reminders are recomputed. */
export const handler = companyRoute({ body: programBody }, async ({ caller, body }) => {
  const { data } = await serviceProgramEntity().create(programItem(caller.companyId, randomUUID(), body, 1)).go();
  await recomputeRemindersFor(caller.companyId);
  return json(201, programView(data as never));
});
