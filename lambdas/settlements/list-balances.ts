import { cents, centsToAmount } from '#shared/money/round';
import type { DriverAdjustmentBalance } from '#shared/payroll-api/adjustments';
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
    const latest = new Map<string, { PayRunID: string; carriedOver: number }>();
    for (const app of apps) if ((latest.get(app.adjustmentId)?.PayRunID ?? '') < app.PayRunID) latest.set(app.adjustmentId, app);
    const mine = active.filter((a) => a.DriverID === DriverID).map((a) => latest.get(a.adjustmentId)).filter((x) => x !== undefined);
    const balance = mine.reduce((s, app) => s + cents(app.carriedOver), 0);
    const lastPayRunID = mine.reduce((m, app) => (app.PayRunID > m ? app.PayRunID : m), '');
    balances.push({ DriverID, balance: centsToAmount(balance), lastPayRunID });
  }
  return { balances: balances.sort((a, b) => a.DriverID.localeCompare(b.DriverID)) };
});
