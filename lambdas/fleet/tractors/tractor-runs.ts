import { payRunEntity } from '#lambdas/data/entities/pay-run';
import type { CompanyCaller } from '#lambdas/http/route-handler';

/**
 * The pay runs whose week ends on or after `from` (PayRunID is the week ending): a tractor's trips,
 * fuel and payouts are read per run through gsi1, so a window is a handful of runs (≤ ~9).
 */
export async function runsSince(caller: CompanyCaller, from: string): Promise<string[]> {
  const { data } = await payRunEntity().query.byRun({ companyId: caller.companyId }).gte({ PayRunID: from }).go({ pages: 'all', attributes: ['PayRunID'] });
  return data.map((r) => r.PayRunID).sort().reverse();
}
