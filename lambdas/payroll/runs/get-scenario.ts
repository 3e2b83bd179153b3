import { payRunParams } from '#shared/payroll-api/common';
import { companyRoute } from '#lambdas/http/route-handler';
import { loadRun } from '#lambdas/payroll/calculation/run-context';
import { runScenario } from '#lambdas/payroll/inputs/run-scenario';

/** The run's engine input as a what-if scenario (`npm run payroll -- simulate` reads it). */
export const handler = companyRoute({ params: payRunParams }, async ({ caller, params }) => runScenario(caller.companyId, await loadRun(caller.companyId, params.id)));
