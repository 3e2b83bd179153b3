import * as z from 'zod';
import { id } from '#shared/validation/bounds';
import { driverLookupBody } from '#shared/payroll-api/tools';
import { driverEntity } from '#lambdas/data/entities/driver';
import { ConflictError, NotFoundError } from '#lambdas/http/errors';
import { companyRoute } from '#lambdas/http/route-handler';
import { isConditionalFailure } from '#lambdas/payroll/conditional';
import { clearedFields, driverFields, driverView } from './drivers.ts';

/** Edits a driver's lookup entry and pay settings; a stale `version` gets 409. */
export const handler = companyRoute({ params: z.object({ driverId: id('DriverID') }), body: driverLookupBody }, async ({ caller, params, body }) => {
  const drivers = driverEntity();
  const key = { companyId: caller.companyId, DriverID: params.driverId };
  const { data: current } = await drivers.get(key).go();
  if (!current) throw new NotFoundError('Driver not found.');
  const currentVersion = current.version ?? 1;
  if (body.version !== undefined && body.version !== currentVersion) throw new ConflictError();
  try {
    const { data } = await drivers
      .patch(key)
      .set({ ...driverFields(body), version: currentVersion + 1 })
      .remove(clearedFields(body))
      .where(({ version }, { eq }) => eq(version, currentVersion))
      .go({ response: 'all_new' });
    return driverView(data as never);
  } catch (error) {
    if (isConditionalFailure(error)) throw new ConflictError();
    throw error;
  }
});
