import { domicileCodes } from '#shared/forms/review-api';
import { driverEntity } from '#lambdas/data/entities/driver';
import { inspectionDefectEntity } from '#lambdas/data/entities/inspection-defect';
import { tractorEntity } from '#lambdas/data/entities/tractor';
import { companyRoute } from '#lambdas/http/route-handler';
import { tractorOfDriver } from '#lambdas/documents/drivers-tractor';
import { defectView } from '#lambdas/inspections/defects/defect-view';
import { imageLinks } from './review-images.ts';

/** Open and deferred faults of the caller's current tractor and of his domicile's tractors (`PHX/ELP` is both). */
export const handler = companyRoute({}, async ({ caller }) => {
  const { companyId } = caller;
  const [current, { data: driver }, { data: tractors }] = await Promise.all([
    tractorOfDriver(companyId, caller.driverId),
    driverEntity().get({ companyId, DriverID: caller.driverId }).go(),
    tractorEntity().query.byVehicleId({ companyId }).go({ pages: 'all', attributes: ['VehicleID', 'Domicile', 'serviceState'] }),
  ]);
  const domiciles = domicileCodes(driver?.Domicile);
  const reach = new Set(tractors.filter((t) => t.VehicleID === current || domiciles.includes((t.Domicile ?? '').toUpperCase())).map((t) => t.VehicleID));
  const lists = await Promise.all((['open', 'deferred'] as const).map((state) =>
    inspectionDefectEntity().query.byState({ companyId, state }).go({ pages: 'all' })));
  const defects = lists.flatMap((l) => l.data).filter((d) => reach.has(d.VehicleID)).map(defectView)
    .sort((a, b) => Number(b.VehicleID === current) - Number(a.VehicleID === current) || b.completedAt.localeCompare(a.completedAt));
  const imageUrls = await imageLinks(companyId, defects.flatMap((d) => d.photos ?? []));
  const states = new Map(tractors.map((t) => [t.VehicleID, t.serviceState ?? 'in-service']));
  return {
    currentVehicleID: current ?? null,
    domiciles,
    defects: defects.map((d) => ({ ...d, tractorServiceState: states.get(d.VehicleID) ?? 'in-service' })),
    imageUrls,
  };
});
