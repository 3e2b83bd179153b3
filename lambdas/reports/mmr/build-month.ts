import { mmrMonthParams } from '#shared/reports/mmr-api';
import { companyRoute } from '#lambdas/http/route-handler';
import { ValidationError } from '#lambdas/http/errors';
import { companyZone } from '#lambdas/data/company-zone';
import { buildMmrRecords, isFutureMonth } from './month-builder.ts';
import { monthView } from './month-view.ts';

/** Builds (or rebuilds) every active tractor's MMR record of a month that has begun. */
export const handler = companyRoute({ params: mmrMonthParams }, async ({ caller, params }) => {
  if (isFutureMonth(params.month, await companyZone(caller.companyId))) throw new ValidationError('month cannot be in the future.', { month: 'month cannot be in the future.' });
  const { records, report } = await buildMmrRecords(caller.companyId, params.month, caller.displayName || caller.email);
  return monthView(params.month, records, report);
});
