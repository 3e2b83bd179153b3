import { ownerKeyOf } from '#shared/documents/doc-kinds';
import { isListedTractor } from '#shared/fleet/tractor-list';
import { judgeTractor, type FitnessInput, type TractorVerdict } from '#shared/schedules/tractor-fitness';
import { fleetDocumentEntity } from '#lambdas/data/entities/fleet-document';
import { serviceReminderEntity } from '#lambdas/data/entities/service-reminder';
import { tractorEntity } from '#lambdas/data/entities/tractor';
import { openAndDeferredDefectsOf } from '#lambdas/inspections/defects/tractor-defects';

/** What dispatch must know of a tractor whatever the day: the tractor, its unrepaired faults, papers and reminders. */
export type TractorFacts = Pick<FitnessInput, 'VehicleID' | 'tractor' | 'defects' | 'documents' | 'reminders'>;

/** Reads a tractor's facts in parallel: one key read and three small queries. */
export async function readTractorFacts(companyId: string, VehicleID: string): Promise<TractorFacts> {
  const [{ data: tractor }, defects, { data: documents }, { data: reminders }] = await Promise.all([
    tractorEntity().get({ companyId, VehicleID }).go(),
    openAndDeferredDefectsOf(companyId, VehicleID),
    fleetDocumentEntity().query.byOwner({ companyId, ownerKey: ownerKeyOf('tractor', VehicleID) }).go({ pages: 'all' }),
    serviceReminderEntity().query.byVehicle({ companyId, VehicleID }).go({ pages: 'all' }),
  ]);
  return {
    VehicleID,
    tractor: tractor && isListedTractor(tractor) ? tractor : undefined,
    defects,
    documents,
    // The sort key starts with the VehicleID: a longer number that starts with it is another tractor.
    reminders: reminders.filter((r) => r.VehicleID === VehicleID).map((r) => ({ programName: r.programName ?? '', state: r.state })),
  };
}

/** Judges a tractor for a run on `day`, with dispatch's reason to send it out of service (if any). */
export function judgeOn(facts: TractorFacts, day: string, overrideReason: string | undefined): TractorVerdict {
  return judgeTractor({ ...facts, day, ...(overrideReason === undefined ? {} : { overrideReason }) });
}

/** Reads what dispatch must know of a tractor before a run and judges it. */
export async function checkTractor(companyId: string, VehicleID: string, day: string, overrideReason: string | undefined): Promise<TractorVerdict> {
  return judgeOn(await readTractorFacts(companyId, VehicleID), day, overrideReason);
}
