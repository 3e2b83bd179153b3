import { randomUUID } from 'node:crypto';
import { createWriteTransaction } from 'electrodb';
import { recordCreateBody } from '#shared/maintenance/api';
import { todayIn } from '#shared/dates/time-zone';
import type { ResolveDefectBody } from '#shared/forms/review-api';
import { maintenanceRecordEntity } from '#lambdas/data/entities/maintenance-record';
import { inspectionDefectEntity, type InspectionDefectItem } from '#lambdas/data/entities/inspection-defect';
import { ConflictError, ValidationError } from '#lambdas/http/errors';
import type { CompanyCaller } from '#lambdas/http/route-handler';
import { parseOrThrow } from '#lambdas/http/validation';
import { newRecordWrite, type NewRecordWrite } from '#lambdas/maintenance/records/record-write';
import { companyZone } from '#lambdas/data/company-zone';
import { defectChangeWrite, saveDefect, settleDefect, type DefectPatch } from '#lambdas/inspections/defects/defect-store';

type Repair = NonNullable<ResolveDefectBody['repair']>;

/** The maintenance record of a repair: an existing one of this tractor, or a new completed one still to be written. */
export interface RepairRecord {
  id: string;
  ServiceDate: string;
  created?: NewRecordWrite;
}

/**
 * The repair's record: an existing one of this tractor, or a new completed one built by the maintenance
 * domain (its checks and its item), written only with the fault's change (`saveRepairedDefect`).
 */
export async function repairRecord(caller: CompanyCaller, defect: InspectionDefectItem, repair: Repair, comment: string): Promise<RepairRecord> {
  if ('maintenanceRecordId' in repair) {
    const { data } = await maintenanceRecordEntity()
      .query.byVehicle({ companyId: caller.companyId, VehicleID: defect.VehicleID })
      .where(({ id, voidedAt }, { eq, notExists }) => `${eq(id, repair.maintenanceRecordId)} AND ${notExists(voidedAt)}`)
      .go({ pages: 'all', attributes: ['id', 'ServiceDate'] });
    const record = data[0];
    if (!record) throw new ValidationError('Invalid body: repair.maintenanceRecordId', { 'repair.maintenanceRecordId': `No maintenance record ${repair.maintenanceRecordId} of tractor ${defect.VehicleID}.` });
    return record;
  }
  const { create } = repair;
  const ServiceDate = create.ServiceDate ?? todayIn(await companyZone(caller.companyId));
  const input = parseOrThrow(recordCreateBody, {
    id: `DVIR-${randomUUID().slice(0, 8)}`,
    VehicleID: defect.VehicleID,
    ServiceDate,
    ServiceStatus: 'Completed',
    serviceType: create.description.slice(0, 60),
    ServiceProvider: create.ServiceProvider,
    ServiceNo: create.ServiceNo ?? '',
    notes: `Repair of the inspection defect "${defect.label}" reported ${defect.completedAt.slice(0, 10)} by ${defect.reportedBy}: ${create.description}. ${comment}`.slice(0, 2000),
  }, 'body');
  const created = await newRecordWrite(caller.companyId, caller.displayName || caller.userId, input);
  return { id: created.item.id, ServiceDate: created.item.ServiceDate, created };
}

/**
 * Saves the fault's change with its repair. A new record and the fault's version-locked change are one
 * transaction: a fault changed meanwhile (409) leaves no record of a repair it does not show. What follows
 * each write (the maintenance record's index, shop state and reminders; the fault's counts) runs once committed.
 */
export async function saveRepairedDefect(defect: InspectionDefectItem, patch: DefectPatch, record: RepairRecord | undefined): Promise<InspectionDefectItem> {
  if (!record?.created) return saveDefect(defect, patch);
  const { created } = record;
  const change = defectChangeWrite(defect, patch);
  const { canceled } = await createWriteTransaction(
    { records: maintenanceRecordEntity(), defects: inspectionDefectEntity() },
    ({ records, defects }) => [created.write(records), change.write(defects)],
  ).go();
  if (canceled) throw new ConflictError();
  await created.settle();
  await settleDefect(change.after);
  return change.after;
}
