import type { RecordView } from '#shared/maintenance/api';
import type { MaintenanceRecordItem } from '#lambdas/data/entities/maintenance-record';
import { signedMediaUrl } from '#lambdas/chat/messages/media-urls';

export async function recordView(r: MaintenanceRecordItem): Promise<RecordView> {
  const invoiceUrl = await signedMediaUrl(r.invoiceKey);
  return {
    id: r.id, VehicleID: r.VehicleID, Vin: r.Vin ?? '', Domicile: r.Domicile ?? '',
    ServiceDate: r.ServiceDate, ServiceDateString: r.ServiceDateString, ServiceMonth: r.ServiceMonth,
    ServiceStatus: r.ServiceStatus, status: r.status ?? 'not filed', isPM: r.isPM ?? false, serviceType: r.serviceType ?? '',
    ...(r.odometer !== undefined ? { odometer: r.odometer } : {}),
    ServiceNo: r.ServiceNo ?? '', ServiceProvider: r.ServiceProvider ?? '', filename: r.filename ?? '', notes: r.notes ?? '',
    costLines: r.costLines ?? [], partsTotal: r.partsTotal ?? 0, labourTotal: r.labourTotal ?? 0, total: r.total ?? 0,
    ...(invoiceUrl ? { invoiceUrl } : {}),
    updatedOn: r.updatedOn, updatedBy: r.updatedBy ?? '', version: r.version ?? 1,
    ...(r.voidedAt ? { voided: { by: r.voidedBy ?? '', byUid: r.voidedByUid ?? '', at: r.voidedAt, reason: r.voidReason ?? '' } } : {}),
  };
}
