import { randomUUID } from 'node:crypto';
import { cents, centsToAmount } from '#shared/money/round';
import { payDocEntity } from '#lambdas/data/entities/pay-doc';
import { payRunEntity } from '#lambdas/data/entities/pay-run';
import { payDriver } from './pay-driver.ts';
import { loadRunContext } from './run-context.ts';

/** Recomputes one driver's pay document after a manual change, then the run's total. */
export async function repayDriver(companyId: string, PayRunID: string, DriverID: string): Promise<void> {
  const ctx = await loadRunContext(companyId, PayRunID, `edit-${randomUUID()}`);
  const pay = await payDriver(ctx, DriverID);
  // The engine pays nobody outside the driver lookup: a document left from before would be stale pay.
  if (!pay) await payDocEntity().delete({ companyId, PayRunID, DriverID }).go();
  const { data } = await payDocEntity().query.byRun({ companyId, PayRunID }).go({ pages: 'all', attributes: ['totalCompensation'] });
  const total = data.reduce((sum, d) => sum + cents(d.totalCompensation ?? 0), 0);
  await payRunEntity().patch({ companyId, PayRunID }).set({ TotalCompensation: centsToAmount(total) }).go();
}
