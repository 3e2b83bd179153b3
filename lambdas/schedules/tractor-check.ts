import { ownerKeyOf } from '#shared/documents/doc-kinds';
import { isListedTractor } from '#shared/fleet/tractor-list';
import { judgeTractor, type TractorVerdict } from '#shared/schedules/tractor-fitness';
import { fleetDocumentEntity } from '#lambdas/data/entities/fleet-document';
import { serviceReminderEntity } from '#lambdas/data/entities/service-reminder';
import { tractorEntity } from '#lambdas/data/entities/tractor';
import { openAndDeferredDefectsOf } from '#lambdas/inspections/defects/tractor-defects';

/**
 * Reads what dispatch must know of a tractor before a run (the tractor, its unrepaired faults, its papers
 * and its service reminders, in parallel: one key read and three small queries) and judges it.
 */
export async function checkTractor(companyId: string, VehicleID: string, day: string, overrideReason: string | undefined): Promise<TractorVerdict> {
  const [{ data: tractor }, defects, { data: documents }, { data: reminders }] = await Promise.all([
    tractorEntity().get({ companyId, VehicleID }).go(),
    openAndDeferredDefectsOf(companyId, VehicleID),
    fleetDocumentEntity().query.byOwner({ companyId, ownerKey: ownerKeyOf('tractor', VehicleID) }).go({ pages: 'all' }),
    serviceReminderEntity().query.byVehicle({ companyId, VehicleID }).go({ pages: 'all' }),
  ]);
  return judgeTractor({
    VehicleID,
    tractor: tractor && isListedTractor(tractor) ? tractor : undefined,
    defects,
    documents,
    // The sort key starts with the VehicleID: a longer number that starts with it is another tractor.
    reminders: reminders.filter((r) => r.VehicleID === VehicleID).map((r) => ({ programName: r.programName ?? '', state: r.state })),
    day,
    ...(overrideReason === undefined ? {} : { overrideReason }),
  });
}
