import * as z from 'zod';
import { id } from '#shared/validation/bounds';
import { createTractorBody, tractorBody } from '#shared/payroll-api/tools';
import { tractorEntity } from '#lambdas/data/entities/tractor';
import { ConflictError, NotFoundError } from '#lambdas/http/errors';
import type { CompanyCaller } from '#lambdas/http/route-handler';
import { isConditionalFailure } from '#lambdas/payroll/conditional';

export const vehicleParams = z.object({ vehicleId: id('VehicleID') });

export async function listTractors(caller: CompanyCaller) {
  const { data } = await tractorEntity().query.byVehicleId({ companyId: caller.companyId }).go({ pages: 'all' });
  // Spec part 2 §5: the tractor list holds only 6-character ids.
  return data.filter((t) => t.VehicleID.length === 6).map(({ companyId: _c, ...t }) => t);
}

export async function createTractor(caller: CompanyCaller, body: z.infer<typeof createTractorBody>) {
  try {
    const { data } = await tractorEntity().create({ companyId: caller.companyId, ...body }).go();
    const { companyId: _c, ...view } = data as { companyId: string };
    return view;
  } catch (error) {
    if (isConditionalFailure(error)) throw new ConflictError(`Tractor ${body.VehicleID} already exists.`);
    throw error;
  }
}

export async function updateTractor(caller: CompanyCaller, VehicleID: string, body: z.infer<typeof tractorBody>) {
  try {
    const { data } = await tractorEntity().patch({ companyId: caller.companyId, VehicleID }).set(body).go({ response: 'all_new' });
    const { companyId: _c, ...view } = data as { companyId: string };
    return view;
  } catch (error) {
    if (isConditionalFailure(error)) throw new NotFoundError('Tractor not found.');
    throw error;
  }
}
