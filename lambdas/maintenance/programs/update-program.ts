import * as z from 'zod';
import { id } from '#shared/validation/bounds';
import { programUpdateBody } from '#shared/maintenance/api';
import { serviceProgramEntity } from '#lambdas/data/entities/service-program';
import { ConflictError, NotFoundError } from '#lambdas/http/errors';
import { companyRoute } from '#lambdas/http/route-handler';
import { isConditionalFailure } from '#lambdas/payroll/conditional';
import { recomputeRemindersFor } from '#lambdas/maintenance/reminders/recompute-reminders';
import { programItem, programView } from './program-view.ts';

/** Replaces a program (version lock); reminders are recomputed. */
export const handler = companyRoute({ params: z.object({ programId: id('programId') }), body: programUpdateBody }, async ({ caller, params, body }) => {
  const entity = serviceProgramEntity();
  const { data: current } = await entity.get({ companyId: caller.companyId, programId: params.programId }).go();
  if (!current) throw new NotFoundError('Service program not found.');
  if ((current.version ?? 1) !== body.version) throw new ConflictError();
  const item = programItem(caller.companyId, params.programId, body.program, body.version + 1);
  try {
    await entity.put(item).where((attr, { eq }) => eq(attr.version, body.version)).go();
  } catch (error) {
    if (isConditionalFailure(error)) throw new ConflictError();
    throw error;
  }
  await recomputeRemindersFor(caller.companyId);
  return programView(item as never);
});
