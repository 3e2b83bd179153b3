import * as z from 'zod';
import { id } from '#shared/validation/bounds';
import { createTractorBody, tractorBody } from '#shared/payroll-api/tools';
import { tractorEntity } from '#lambdas/data/entities/tractor';
import { vinChangeEntity } from '#lambdas/data/entities/vin-change';
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

/** Edits a tractor from the payroll lookup; the version moves on (the fleet editor's lock sees it) and a VIN change is kept in its history. */
export async function updateTractor(caller: CompanyCaller, VehicleID: string, body: z.infer<typeof tractorBody>) {
  const { data: current } = await tractorEntity().get({ companyId: caller.companyId, VehicleID }).go();
  if (!current) throw new NotFoundError('Tractor not found.');
  const now = new Date().toISOString();
  try {
    const { data } = await tractorEntity().patch({ companyId: caller.companyId, VehicleID }).set({ ...body, version: (current.version ?? 1) + 1, updatedAt: now }).go({ response: 'all_new' });
    if (current.Vin !== body.Vin) await vinChangeEntity().put({ companyId: caller.companyId, VehicleID, changedAt: now, fromVin: current.Vin, toVin: body.Vin, changedBy: caller.displayName }).go();
    const { companyId: _c, ...view } = data as { companyId: string };
    return view;
  } catch (error) {
    if (isConditionalFailure(error)) throw new NotFoundError('Tractor not found.');
    throw error;
  }
}
