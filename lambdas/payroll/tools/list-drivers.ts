import { companyRoute } from '#lambdas/http/route-handler';
import { loadDriverItems } from '#lambdas/payroll/inputs/driver-lookups';
import { driverView } from './drivers.ts';

/** The driver lookup with pay settings, tiers and rate tables. */
export const handler = companyRoute({}, async ({ caller }) => ({ drivers: (await loadDriverItems(caller.companyId)).map(driverView) }));
