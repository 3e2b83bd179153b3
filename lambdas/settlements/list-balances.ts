import type { DriverAdjustmentBalance } from '#shared/payroll-api/adjustments';
import { driverBalance } from '#shared/settlements/adjustment-balance';
import { adjustmentApplicationEntity } from '#lambdas/data/entities/adjustment-application';
import { settlementAdjustmentEntity } from '#lambdas/data/entities/settlement-adjustment';
import { companyRoute } from '#lambdas/http/route-handler';

/**
 * The running balance each driver still owes: for every active adjustment, what its latest run could
 * not deduct and carries to the next one.
 */
export const handler = companyRoute({}, async ({ caller }) => {
  const { companyId } = caller;
  const { data: adjustments } = await settlementAdjustmentEntity().query.byId({ companyId }).go({ pages: 'all' });
  const active = adjustments.filter((a) => a.active !== false);
  const drivers = [...new Set(active.map((a) => a.DriverID))];
  const balances: DriverAdjustmentBalance[] = [];
  for (const DriverID of drivers) {
    const { data: apps } = await adjustmentApplicationEntity().query.byDriver({ companyId, DriverID }).go({ pages: 'all' });
    balances.push({ DriverID, ...driverBalance(active.filter((a) => a.DriverID === DriverID).map((a) => a.adjustmentId), apps) });
  }
  return { balances: balances.sort((a, b) => a.DriverID.localeCompare(b.DriverID)) };
});
