import { idParams } from '#shared/payroll-api/common';
import { bonusButtonEntity } from '../../data/entities/bonus-button.ts';
import { NotFoundError } from '../../http/errors.ts';
import { companyRoute } from '../../http/route-handler.ts';
import { isConditionalFailure } from '../conditional.ts';

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
