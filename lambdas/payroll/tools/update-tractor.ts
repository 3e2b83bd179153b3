import { tractorBody } from '#shared/payroll-api/tools';
import { companyRoute } from '#lambdas/http/route-handler';
import { updateTractor, vehicleParams } from './tractors.ts';

/** Edits a tractor's lookup entry. */
export const handler = companyRoute({ params: vehicleParams, body: tractorBody }, async ({ caller, params, body }) => updateTractor(caller, params.vehicleId, body));
