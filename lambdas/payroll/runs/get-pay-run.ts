import { payRunParams } from '#shared/payroll-api/common';
import { companyRoute } from '#lambdas/http/route-handler';
import { loadRun } from '#lambdas/payroll/calculation/run-context';
import { payRunView } from './pay-run-view.ts';

/** One pay run with its calculation progress (drivers done of total) and per-driver failures. */
export const handler = companyRoute({ params: payRunParams }, async ({ caller, params }) => payRunView(await loadRun(caller.companyId, params.id)));
