import * as z from 'zod';
import { id } from '#shared/validation/bounds';
import { settlementAdjustmentEntity } from '../data/entities/settlement-adjustment.ts';
import { NotFoundError } from '../http/errors.ts';
import { companyRoute } from '../http/route-handler.ts';
import { isConditionalFailure } from '../payroll/conditional.ts';

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
