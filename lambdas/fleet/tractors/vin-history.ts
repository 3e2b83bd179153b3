import { tractorParams, vinHistoryQuery } from '#shared/fleet/tractor-api';
import { vinChangeEntity } from '#lambdas/data/entities/vin-change';
import { ValidationError } from '#lambdas/http/errors';
import { companyRoute } from '#lambdas/http/route-handler';
import { getTractor } from './tractor-store.ts';

const PAGE = 10;

/** A tractor's VIN changes, newest first, 10 a page (spec part 2 §9). */
export const handler = companyRoute({ params: tractorParams, query: vinHistoryQuery }, async ({ caller, params, query }) => {
  await getTractor(caller, params.vehicleId);
  try {
    const { data, cursor } = await vinChangeEntity()
      .query.byTractor({ companyId: caller.companyId, VehicleID: params.vehicleId })
      .go({ order: 'desc', limit: PAGE, cursor: query.cursor ?? null });
    return { changes: data.map(({ companyId: _c, ...c }) => c), cursor };
  } catch (error) {
    if ((error as { code?: number }).code === 5003 || /cursor/i.test((error as Error).message)) throw new ValidationError('The page cursor is not valid.', { cursor: 'Not a cursor this list gave.' });
    throw error;
  }
});
