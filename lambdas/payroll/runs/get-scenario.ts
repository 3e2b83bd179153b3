import { payRunParams } from '#shared/payroll-api/common';
import { companyRoute } from '../../http/route-handler.ts';
import { loadRun } from '../calculation/run-context.ts';
import { runScenario } from '../inputs/run-scenario.ts';

/** The run's engine input as a what-if scenario (`npm run payroll -- simulate` reads it). */
export const handler = companyRoute({ params: payRunParams }, async ({ caller, params }) => runScenario(caller.companyId, await loadRun(caller.companyId, params.id)));
