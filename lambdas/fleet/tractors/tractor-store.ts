import type { FleetTractor, NewTractor, ServiceStateMove, TractorEdit } from '#shared/fleet/tractor-api';
import { isListedTractor } from '#shared/fleet/tractor-list';
import { tractorEntity, type TractorItem } from '#lambdas/data/entities/tractor';
import { vinChangeEntity } from '#lambdas/data/entities/vin-change';
import { ConflictError, NotFoundError } from '#lambdas/http/errors';
import { unresolvedDefectsOf } from '#lambdas/inspections/defects/tractor-defects';
import type { CompanyCaller } from '#lambdas/http/route-handler';
import { isConditionalFailure } from '#lambdas/payroll/conditional';

/** Roles above the office (drivers) see a tractor's facts without its fuel card, device serials and who is logged in. */
const OFFICE_ROLE = 4;

export function tractorView(item: TractorItem, caller: CompanyCaller): FleetTractor {
  const { companyId: _c, ...t } = item;
  const view = { ...t, version: t.version ?? 1 } as FleetTractor;
  if ((caller.role ?? 99) <= OFFICE_ROLE) return view;
  const { FuelCardNo: _f, VedrSerial: _v, EldSerial: _e, currentDriverId: _d, ...facts } = view;
  return facts;
}

/** The company's tractors in one query (a company has ~200; the list and its counts are on each item). */
export async function listFleetTractors(caller: CompanyCaller): Promise<FleetTractor[]> {
  const { data } = await tractorEntity().query.byVehicleId({ companyId: caller.companyId }).go({ pages: 'all' });
  return data.filter(isListedTractor).map((t) => tractorView(t, caller));
}

export async function getTractor(caller: CompanyCaller, VehicleID: string): Promise<TractorItem> {
  const { data } = await tractorEntity().get({ companyId: caller.companyId, VehicleID }).go();
  if (!data || !isListedTractor(data)) throw new NotFoundError('Tractor not found.');
  return data;
}

export async function addTractor(caller: CompanyCaller, body: NewTractor): Promise<FleetTractor> {
  try {
    const { data } = await tractorEntity()
      .create({ companyId: caller.companyId, ...body, serviceState: 'in-service', version: 1, updatedAt: new Date().toISOString() })
      .go();
    return tractorView(data as TractorItem, caller);
  } catch (error) {
    if (isConditionalFailure(error)) throw new ConflictError(`Tractor ${body.VehicleID} already exists.`);
    throw error;
  }
}

const OPTIONAL = ['Year', 'Make', 'Model', 'FuelCardNo', 'VedrSerial', 'EldSerial', 'LicensePlateNo'] as const;

/** Edits a tractor under its version lock; a changed VIN is recorded in its VIN history. */
export async function editTractor(caller: CompanyCaller, VehicleID: string, body: TractorEdit): Promise<FleetTractor> {
  const current = await getTractor(caller, VehicleID);
  const currentVersion = current.version ?? 1;
  if (body.version !== currentVersion) throw new ConflictError();
  const { version: _v, ...fields } = body;
  const now = new Date().toISOString();
  const cleared = OPTIONAL.filter((f) => fields[f] === undefined);
  let updated: TractorItem;
  try {
    const { data } = await tractorEntity()
      .patch({ companyId: caller.companyId, VehicleID })
      .set({ ...fields, version: currentVersion + 1, updatedAt: now })
      .remove(cleared)
      .where(({ version }, { eq }) => eq(version, currentVersion))
      .go({ response: 'all_new' });
    updated = data as TractorItem;
  } catch (error) {
    if (isConditionalFailure(error)) throw new ConflictError();
    throw error;
  }
  if (current.Vin !== fields.Vin) {
    await vinChangeEntity().put({ companyId: caller.companyId, VehicleID, changedAt: now, fromVin: current.Vin, toVin: fields.Vin, changedBy: caller.displayName }).go();
  }
  return tractorView(updated, caller);
}

/** Moves a tractor on the shop board; leaving out of service clears the reason. */
export async function moveTractor(caller: CompanyCaller, VehicleID: string, move: ServiceStateMove): Promise<FleetTractor> {
  const current = await getTractor(caller, VehicleID);
  const currentVersion = current.version ?? 1;
  if (move.version !== currentVersion) throw new ConflictError();
  if (move.serviceState === 'in-service' && (await unresolvedDefectsOf(caller.companyId, VehicleID)).some((d) => d.outOfService)) {
    throw new ConflictError(`Tractor ${VehicleID} has an unrepaired out-of-service defect: resolve it first.`);
  }
  const base = tractorEntity()
    .patch({ companyId: caller.companyId, VehicleID })
    // A manual move makes the state the shop's own: resolving the faults no longer moves the tractor back in service.
    .set({ serviceState: move.serviceState, outOfServiceByDefect: false, version: currentVersion + 1, updatedAt: new Date().toISOString(), ...(move.serviceState === 'out-of-service' ? { outOfServiceReason: move.outOfServiceReason ?? '' } : {}) });
  const patch = move.serviceState === 'out-of-service' ? base : base.remove(['outOfServiceReason']);
  try {
    const { data } = await patch.where(({ version }, { eq }) => eq(version, currentVersion)).go({ response: 'all_new' });
    return tractorView(data as TractorItem, caller);
  } catch (error) {
    if (isConditionalFailure(error)) throw new ConflictError();
    throw error;
  }
}
