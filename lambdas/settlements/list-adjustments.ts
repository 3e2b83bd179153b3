import { adjustmentListQuery } from '#shared/payroll-api/adjustments';
import { settlementAdjustmentEntity } from '#lambdas/data/entities/settlement-adjustment';
import { companyRoute } from '#lambdas/http/route-handler';
import { adjustmentView } from './adjustment-view.ts';

/** Settlement adjustments of the company, or of one driver. */
export const handler = companyRoute({ query: adjustmentListQuery }, async ({ caller, query }) => {
  const entity = settlementAdjustmentEntity();
  const { data } = query.driverId
    ? await entity.query.byDriver({ companyId: caller.companyId, DriverID: query.driverId }).go({ pages: 'all' })
    : await entity.query.byId({ companyId: caller.companyId }).go({ pages: 'all' });
  return { adjustments: data.map(adjustmentView) };
});
