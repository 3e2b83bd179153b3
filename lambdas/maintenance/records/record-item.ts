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

/** What a saved record keeps of the one it replaces. */
export type PreviousRecord = Partial<Pick<MaintenanceRecordItem, 'invoiceKey' | 'importBatchId' | 'version'>>;

/**
 * The item a saved record stores (spec §5): Vin and Domicile from the tractor, its list and year, the
 * service month and date strings, the file name, the cost totals; an invoice and batch id of the record
 * it replaces are kept unless `extra` sets them. Pure: the form's save and the import build the same item.
 */
export function recordItem(companyId: string, by: string, input: RecordInput, tractor: RecordTractor, now: string, previous?: PreviousRecord, extra: Partial<Pick<MaintenanceRecordItem, 'invoiceKey' | 'importBatchId'>> = {}) {
  return {
    companyId,
    ...input,
    Vin: tractor.Vin,
    Domicile: tractor.Domicile ?? '',
    listName: input.ServiceStatus === 'In Progress' ? ('in-progress' as const) : ('completed' as const),
    year: input.ServiceDate.slice(0, 4),
    ServiceMonth: serviceMonthOf(input.ServiceDate),
    ServiceDateString: serviceDateStringOf(input.ServiceDate),
    filename: maintenanceFileName(input) ?? '',
    ...costTotals(input.costLines),
    ...(previous?.invoiceKey ? { invoiceKey: previous.invoiceKey } : {}),
    ...(previous?.importBatchId ? { importBatchId: previous.importBatchId } : {}),
    ...extra,
    updatedOn: now,
    updatedBy: by,
    version: (previous?.version ?? 0) + 1,
  };
}
