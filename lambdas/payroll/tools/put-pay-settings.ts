import { paySettingsBody } from '#shared/payroll-api/tools';
import { companyEntity } from '#lambdas/data/entities/company';
import { NotFoundError } from '#lambdas/http/errors';
import { companyRoute } from '#lambdas/http/route-handler';
import { isConditionalFailure } from '#lambdas/payroll/conditional';

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
