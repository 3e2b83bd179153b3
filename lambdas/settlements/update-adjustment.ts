import * as z from 'zod';
import { id } from '#shared/validation/bounds';
import { adjustmentUpdateBody, LAST_BEFORE_FIRST } from '#shared/payroll-api/adjustments';
import { settlementAdjustmentEntity } from '#lambdas/data/entities/settlement-adjustment';
import { ConflictError, NotFoundError, ValidationError } from '#lambdas/http/errors';
import { companyRoute } from '#lambdas/http/route-handler';
import { isConditionalFailure } from '#lambdas/payroll/conditional';
import { adjustmentView } from './adjustment-view.ts';

/** Edits an adjustment (stop it with active false or an end week); a stale `version` gets 409. */
export const handler = companyRoute({ params: z.object({ id: id() }), body: adjustmentUpdateBody }, async ({ caller, params, body }) => {
  const entity = settlementAdjustmentEntity();
  const key = { companyId: caller.companyId, adjustmentId: params.id };
  const { data: current } = await entity.get(key).go();
  if (!current) throw new NotFoundError('Adjustment not found.');
  if ((current.version ?? 1) !== body.version) throw new ConflictError();
  if (body.endWeekEnding && body.endWeekEnding < current.startWeekEnding) throw new ValidationError(LAST_BEFORE_FIRST, { endWeekEnding: LAST_BEFORE_FIRST });
  const { version, endWeekEnding, ...rest } = body;
  const set = Object.fromEntries(Object.entries({ ...rest, ...(endWeekEnding ? { endWeekEnding } : {}) }).filter(([, v]) => v !== undefined));
  try {
    const { data } = await entity
      .patch(key)
      .set({ ...set, version: version + 1 })
      .remove(endWeekEnding === null ? ['endWeekEnding'] : [])
      .where(({ version: v }, { eq }) => eq(v, version))
      .go({ response: 'all_new' });
    return adjustmentView(data as never);
  } catch (error) {
    if (isConditionalFailure(error)) throw new ConflictError();
    throw error;
  }
});
