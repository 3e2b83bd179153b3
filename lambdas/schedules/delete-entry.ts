import * as z from 'zod';
import { isoDay } from '#shared/schedules/api';
import { id } from '#shared/validation/bounds';
import { noContent } from '#lambdas/http/respond';
import { companyRoute } from '#lambdas/http/route-handler';
import { deleteEntry } from './entries.ts';

const params = z.strictObject({ driverId: id('driverId', 32), day: isoDay('day') });
const query = z.strictObject({ version: z.coerce.number({ error: 'version is required.' }).int('version must be a whole number.').min(1, 'version is required.').max(1_000_000) });

/** Removes a driver's day (version-locked). */
export const handler = companyRoute({ params, query }, async ({ caller, params: p, query: q }) => {
  await deleteEntry(caller.companyId, p.driverId, p.day, q.version);
  return noContent();
});
