import { companyRoute } from '#lambdas/http/route-handler';
import { readPointsSummary } from './points-table.ts';

/** The company's points table with the rule applied: counted rows, what was left out and why, the average. */
export const handler = companyRoute({}, async ({ caller }) => readPointsSummary(caller.companyId));
