import * as z from 'zod';
import { id } from '#shared/validation/bounds';
import { settlementAdjustmentEntity } from '#lambdas/data/entities/settlement-adjustment';
import { NotFoundError } from '#lambdas/http/errors';
import { companyRoute } from '#lambdas/http/route-handler';
import { isConditionalFailure } from '#lambdas/payroll/conditional';

/** Deletes an adjustment; runs already calculated keep what it applied until recalculated. */
export const handler = companyRoute({ params: z.object({ id: id() }) }, async ({ caller, params }) => {
  try {
    await settlementAdjustmentEntity().remove({ companyId: caller.companyId, adjustmentId: params.id }).go();
  } catch (error) {
    if (isConditionalFailure(error)) throw new NotFoundError('Adjustment not found.');
    throw error;
  }
  return { deleted: params.id };
});
