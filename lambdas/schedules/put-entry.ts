import { upsertEntryBody } from '#shared/schedules/api';
import { driverEntity } from '#lambdas/data/entities/driver';
import { NotFoundError } from '#lambdas/http/errors';
import { json } from '#lambdas/http/respond';
import { companyRoute } from '#lambdas/http/route-handler';
import { entryView, upsertEntry } from './entries.ts';

/** Saves a driver's day as a draft (version-locked); drivers see it once the week is published. */
export const handler = companyRoute({ body: upsertEntryBody }, async ({ caller, body }) => {
  const { data: driver } = await driverEntity().get({ companyId: caller.companyId, DriverID: body.DriverID }).go({ attributes: ['DriverID'] });
  if (!driver) throw new NotFoundError('Driver not found.');
  const saved = await upsertEntry(caller.companyId, body, caller.displayName || caller.email || caller.userId);
  return json(body.version ? 200 : 201, entryView(saved));
});
