import { idParams } from '#shared/payroll-api/common';
import { bonusButtonEntity } from '#lambdas/data/entities/bonus-button';
import { NotFoundError } from '#lambdas/http/errors';
import { companyRoute } from '#lambdas/http/route-handler';
import { isConditionalFailure } from '#lambdas/payroll/conditional';

/** Removes a bonus button; pay documents already calculated keep what it paid. */
export const handler = companyRoute({ params: idParams }, async ({ caller, params }) => {
  try {
    await bonusButtonEntity().remove({ companyId: caller.companyId, id: params.id }).go();
  } catch (error) {
    if (isConditionalFailure(error)) throw new NotFoundError('Bonus button not found.');
    throw error;
  }
  return { deleted: params.id };
});
