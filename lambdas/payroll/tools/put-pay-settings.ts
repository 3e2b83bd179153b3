import { paySettingsBody } from '#shared/payroll-api/tools';
import { companyEntity } from '../../data/entities/company.ts';
import { NotFoundError } from '../../http/errors.ts';
import { companyRoute } from '../../http/route-handler.ts';
import { isConditionalFailure } from '../conditional.ts';

const NULLABLE = ['spotTripRevFuelMultiplier', 'tripRevMultiplier', 'companyDefaultSpotPercentageRate', 'companyDefaultSpotLivePayValue'] as const;

/** The company profile's payroll scalars; null clears a multiplier or default. */
export const handler = companyRoute({ body: paySettingsBody }, async ({ caller, body }) => {
  const set = Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined && v !== null));
  const cleared = NULLABLE.filter((k) => body[k] === null);
  try {
    await companyEntity().patch({ companyId: caller.companyId }).set(set).remove(cleared).go();
  } catch (error) {
    if (isConditionalFailure(error)) throw new NotFoundError('Company not found');
    throw error;
  }
  return { updated: [...Object.keys(set), ...cleared] };
});
