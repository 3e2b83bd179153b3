import { randomUUID } from 'node:crypto';
import { recordCreateBody } from '#shared/maintenance/api';
import { todayIn } from '#shared/dates/time-zone';
import type { ResolveDefectBody } from '#shared/forms/review-api';
import { maintenanceRecordEntity } from '#lambdas/data/entities/maintenance-record';
import type { InspectionDefectItem } from '#lambdas/data/entities/inspection-defect';
import { ValidationError } from '#lambdas/http/errors';
import type { CompanyCaller } from '#lambdas/http/route-handler';
import { parseOrThrow } from '#lambdas/http/validation';
import { saveRecord } from '#lambdas/maintenance/records/save-record';
import { companyZone } from '#lambdas/data/company-zone';

type Repair = NonNullable<ResolveDefectBody['repair']>;

/**
 * The maintenance record of a repair: an existing one of this tractor, or a new completed one saved through
 * the maintenance domain's own path (so its search index, reminders and shop state follow).
 */
export async function repairRecord(caller: CompanyCaller, defect: InspectionDefectItem, repair: Repair, comment: string): Promise<{ id: string; ServiceDate: string }> {
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
  const saved = await saveRecord(caller.companyId, caller.displayName || caller.userId, input);
  return { id: saved.id, ServiceDate: saved.ServiceDate };
}
