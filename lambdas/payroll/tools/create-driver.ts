import { createDriverBody } from '#shared/payroll-api/tools';
import { driverEntity } from '#lambdas/data/entities/driver';
import { ConflictError } from '#lambdas/http/errors';
import { json } from '#lambdas/http/respond';
import { companyRoute } from '#lambdas/http/route-handler';
import { isConditionalFailure } from '#lambdas/payroll/conditional';
import { driverFields, driverView } from './drivers.ts';

/** Adds a driver to the lookup; an existing DriverID gets 409. */
export const handler = companyRoute({ body: createDriverBody }, async ({ caller, body }) => {
  const { DriverID, ...edit } = body;
  try {
    const { data } = await driverEntity().create({ companyId: caller.companyId, DriverID, ...driverFields(edit), version: 1 }).go();
    return json(201, driverView(data as never));
  } catch (error) {
    if (isConditionalFailure(error)) throw new ConflictError(`Driver ${DriverID} already exists.`);
    throw error;
  }
});
