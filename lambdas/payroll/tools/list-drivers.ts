import { companyRoute } from '../../http/route-handler.ts';
import { loadDriverItems } from '../inputs/driver-lookups.ts';
import { driverView } from './drivers.ts';

/** The driver lookup with pay settings, tiers and rate tables. */
export const handler = companyRoute({}, async ({ caller }) => ({ drivers: (await loadDriverItems(caller.companyId)).map(driverView) }));
