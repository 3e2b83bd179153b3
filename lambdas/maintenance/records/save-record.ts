import type { RecordInput } from '#shared/maintenance/api';
import { indexMonthOf } from '#shared/maintenance/service-dates';
import { maintenanceRecordEntity, type MaintenanceRecordItem } from '#lambdas/data/entities/maintenance-record';
import { tractorEntity, type TractorItem } from '#lambdas/data/entities/tractor';
import { ConflictError, NotFoundError, ValidationError } from '#lambdas/http/errors';
import { isConditionalFailure } from '#lambdas/payroll/conditional';
import { recomputeRemindersFor } from '#lambdas/maintenance/reminders/recompute-reminders';
import { rebuildSearchMonths } from '#lambdas/maintenance/search/search-index';
import { recordFactProblems } from '#shared/maintenance/record-facts';
import { companyZone } from '#lambdas/data/company-zone';
import { todayIn } from '#shared/dates/time-zone';
import { logger } from '#lambdas/http/logger';
import { recordItem } from './record-item.ts';
import { readingOf } from './tractor-reading.ts';
import { syncShopState } from './shop-state.ts';

export interface StoredKey { VehicleID: string; ServiceDate: string; version: number }

/** The refusal of any change to a voided record: it stays as it was voided, for the audit trail. */
export const VOIDED_UNCHANGED = 'This record is voided; it can no longer be changed.';

/** Reads a record by its key and id; 404 when it is not there. */
export async function getRecord(companyId: string, VehicleID: string, ServiceDate: string, id: string): Promise<MaintenanceRecordItem> {
  const { data } = await maintenanceRecordEntity().get({ companyId, VehicleID, ServiceDate, id }).go();
  if (!data) throw new NotFoundError('Maintenance record not found.');
  return data;
}

/** The record's tractor, once the record's facts (dates, odometer) agree with it; 400 naming the field otherwise. */
export async function recordTractor(companyId: string, input: RecordInput): Promise<TractorItem> {
  const { data: tractor } = await tractorEntity().get({ companyId, VehicleID: input.VehicleID }).go();
  if (!tractor) throw new ValidationError('Invalid body: VehicleID', { VehicleID: `Tractor ${input.VehicleID} is not in the tractor list.` });
  const timeZone = await companyZone(companyId);
  const facts = recordFactProblems(input, todayIn(timeZone), readingOf(tractor, timeZone));
  if (Object.keys(facts).length > 0) throw new ValidationError(Object.values(facts).join(' '), facts);
  return tractor;
}

/**
 * Saves a maintenance record (spec §5): sets updatedOn, ServiceDate, ServiceMonth and the file name,
 * totals its cost lines, takes Vin and Domicile from the tractor; then keeps in step what depends on
 * records: the search index months, the tractors' reminders and their shop state.
 */
export async function saveRecord(companyId: string, by: string, input: RecordInput, was?: StoredKey, extra: Partial<Pick<MaintenanceRecordItem, 'invoiceKey' | 'importBatchId'>> = {}): Promise<MaintenanceRecordItem> {
  const tractor = await recordTractor(companyId, input);
  const entity = maintenanceRecordEntity();
  const previous = was ? await getRecord(companyId, was.VehicleID, was.ServiceDate, input.id) : undefined;
  if (previous?.voidedAt) throw new ConflictError(VOIDED_UNCHANGED);
  if (previous && (previous.version ?? 1) !== was!.version) throw new ConflictError();

  const item = recordItem(companyId, by, input, tractor, new Date().toISOString(), previous, extra);
  const sameKey = previous && previous.VehicleID === item.VehicleID && previous.ServiceDate === item.ServiceDate;
  try {
    if (!previous) {
      await entity.put(item).where((attr, { notExists }) => notExists(attr.id)).go();
    } else if (sameKey) {
      await entity.put(item).where((attr, { eq }) => eq(attr.version, previous.version ?? 1)).go();
    } else {
      // A new tractor or day is a new key: the new item first, then the old one only if nobody changed it.
      await entity.put(item).where((attr, { notExists }) => notExists(attr.id)).go();
      try {
        await entity.delete({ companyId, VehicleID: previous.VehicleID, ServiceDate: previous.ServiceDate, id: previous.id }).where((attr, { eq }) => eq(attr.version, previous.version ?? 1)).go();
      } catch (error) {
        await entity.delete({ companyId, VehicleID: item.VehicleID, ServiceDate: item.ServiceDate, id: item.id }).go();
        throw error;
      }
    }
  } catch (error) {
    if (!isConditionalFailure(error)) throw error;
    if (!previous) throw new ValidationError('Invalid body: id', { id: `A record ${input.id} already exists for this tractor and day.` });
    throw new ConflictError();
  }
  await settleRecords(companyId, [item, ...(previous ? [previous] : [])]);
  return item as MaintenanceRecordItem;
}

/**
 * recordSaved after the record itself is written (spec §8: save side updates are logged, never the answer):
 * the record is the source of truth and every step rebuilds from it, so the next save or a "Recompute now"
 * mends what a failed step left behind.
 */
export async function settleRecords(companyId: string, touched: ReadonlyArray<Pick<MaintenanceRecordItem, 'VehicleID' | 'ServiceDate'>>): Promise<void> {
  try {
    await recordSaved(companyId, touched);
  } catch (error) {
    logger.error('Maintenance record written; its search index, shop state or reminders were not rebuilt', { companyId, error: error as Error });
  }
}

/** What follows a saved or removed record: its months' search index, and its tractors' reminders and shop state. */
export async function recordSaved(companyId: string, touched: ReadonlyArray<Pick<MaintenanceRecordItem, 'VehicleID' | 'ServiceDate'>>): Promise<void> {
  await rebuildSearchMonths(companyId, touched.map((r) => indexMonthOf(r.ServiceDate)));
  const vehicles = [...new Set(touched.map((r) => r.VehicleID))];
  await syncShopState(companyId, vehicles);
  await recomputeRemindersFor(companyId, vehicles);
}
