import type { RecordInput } from '#shared/maintenance/api';
import { costTotals } from '#shared/maintenance/costs';
import { maintenanceFileName } from '#shared/maintenance/file-name';
import { serviceDateStringOf, serviceMonthOf } from '#shared/maintenance/service-dates';
import type { MaintenanceRecordItem } from '#lambdas/data/entities/maintenance-record';

/** What a record takes from its tractor. */
export interface RecordTractor {
  readonly Vin: string;
  readonly Domicile?: string | undefined;
}

/** What a void sets on a record: who, when and why. */
export type VoidFields = Pick<MaintenanceRecordItem, 'voidedAt' | 'voidedBy' | 'voidedByUid' | 'voidReason'>;

/** What a saved record keeps of the one it replaces. */
export type PreviousRecord = Partial<Pick<MaintenanceRecordItem, 'invoiceKey' | 'importBatchId' | 'version'> & VoidFields>;

/** The void of a record, kept by every later write of it (an import of the same row included), or nothing. */
export function voidOf(record: PreviousRecord | undefined): Partial<VoidFields> {
  if (!record?.voidedAt) return {};
  return { voidedAt: record.voidedAt, voidedBy: record.voidedBy ?? '', voidedByUid: record.voidedByUid ?? '', voidReason: record.voidReason ?? '' };
}

/** The record voided: on the 'voided' list, out of everything a live record counts in, with its audit trail. */
export function voidedItem(record: MaintenanceRecordItem, by: { name: string; uid: string }, reason: string, now: string): MaintenanceRecordItem {
  return {
    ...record,
    listName: 'voided',
    voidedAt: now, voidedBy: by.name, voidedByUid: by.uid, voidReason: reason,
    updatedOn: now, updatedBy: by.name, version: (record.version ?? 1) + 1,
  };
}

/**
 * The item a saved record stores (spec §5): Vin and Domicile from the tractor, its list and year, the
 * service month and date strings, the file name, the cost totals; an invoice and batch id of the record
 * it replaces are kept unless `extra` sets them, and so is its void. Pure: the form's save and the import build
 * the same item.
 */
export function recordItem(companyId: string, by: string, input: RecordInput, tractor: RecordTractor, now: string, previous?: PreviousRecord, extra: Partial<Pick<MaintenanceRecordItem, 'invoiceKey' | 'importBatchId'>> = {}) {
  return {
    companyId,
    ...input,
    Vin: tractor.Vin,
    Domicile: tractor.Domicile ?? '',
    listName: previous?.voidedAt ? ('voided' as const) : input.ServiceStatus === 'In Progress' ? ('in-progress' as const) : ('completed' as const),
    year: input.ServiceDate.slice(0, 4),
    ServiceMonth: serviceMonthOf(input.ServiceDate),
    ServiceDateString: serviceDateStringOf(input.ServiceDate),
    filename: maintenanceFileName(input) ?? '',
    ...costTotals(input.costLines),
    ...(previous?.invoiceKey ? { invoiceKey: previous.invoiceKey } : {}),
    ...(previous?.importBatchId ? { importBatchId: previous.importBatchId } : {}),
    ...extra,
    ...voidOf(previous),
    updatedOn: now,
    updatedBy: by,
    version: (previous?.version ?? 0) + 1,
  };
}
