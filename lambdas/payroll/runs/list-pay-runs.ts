import { payRunTreeChildren, type PayRunStatus, type PayRunTreeNode } from '#shared/payroll-api/pay-runs';
import { payRunEntity } from '#lambdas/data/entities/pay-run';
import { companyRoute } from '#lambdas/http/route-handler';

/** Spec part 2 §9: the recent pay runs list holds 52. */
const RECENT_PAY_RUNS = 52;

/** The pay-run tree: newest pay date first, each node with its Summary and Driver Reports. */
export const handler = companyRoute({}, async ({ caller }) => {
  const { data } = await payRunEntity()
    .query.byRun({ companyId: caller.companyId })
    .go({ order: 'desc', limit: RECENT_PAY_RUNS, attributes: ['PayRunID', 'PayDate', 'PayDateString', 'WeekEnding', 'status', 'isProcessed'] });
  const nodes: PayRunTreeNode[] = data.map((r) => ({
    id: r.PayRunID!,
    PayDate: r.PayDate!,
    PayDateString: r.PayDateString!,
    WeekEnding: r.WeekEnding!,
    status: r.status as PayRunStatus,
    isProcessed: r.isProcessed ?? false,
    children: payRunTreeChildren(r.PayRunID!),
  }));
  return { payRuns: nodes };
});
