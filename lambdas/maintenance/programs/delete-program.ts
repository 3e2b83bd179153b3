import * as z from 'zod';
import { id } from '#shared/validation/bounds';
import { serviceProgramEntity } from '#lambdas/data/entities/service-program';
import { NotFoundError } from '#lambdas/http/errors';
import { noContent } from '#lambdas/http/respond';
import { companyRoute } from '#lambdas/http/route-handler';
import { recomputeRemindersFor } from '#lambdas/maintenance/reminders/recompute-reminders';

/** Removes a program and its reminders. */
export const handler = companyRoute({ params: z.object({ programId: id('programId') }) }, async ({ caller, params }) => {
  const key = { companyId: caller.companyId, programId: params.programId };
  const { data } = await serviceProgramEntity().get(key).go({ attributes: ['programId'] });
  if (!data) throw new NotFoundError('Service program not found.');
  await serviceProgramEntity().delete(key).go();
  await recomputeRemindersFor(caller.companyId);
  return noContent();
});
