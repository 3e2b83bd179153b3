import type { RecordInput } from '#shared/maintenance/api';
import { readMaintenanceRows } from '#shared/imports/types/maintenance';
import type { ImportRowError } from '#shared/imports/import-types';
import { maintenanceRecordEntity, type MaintenanceRecordItem } from '#lambdas/data/entities/maintenance-record';
import type { CheckedRow, ImportTarget, LedgerChange, PlannedRow } from '#lambdas/imports/pipeline/target';
import { recordItem, type RecordTractor } from '#lambdas/maintenance/records/record-item';
import { syncShopState } from '#lambdas/maintenance/records/shop-state';
import { recomputeRemindersFor } from '#lambdas/maintenance/reminders/recompute-reminders';
import { rebuildSearchMonths } from '#lambdas/maintenance/search/search-index';
import { indexMonthOf } from '#shared/maintenance/service-dates';
import { recordFactProblems } from '#shared/maintenance/record-facts';
import { todayIn } from '#shared/dates/time-zone';
import { companyZone } from '#lambdas/data/company-zone';
import { companyReadings } from '#lambdas/maintenance/records/tractor-reading';
import { companyTractors, putRow, type ShownColumn } from './plan-rows.ts';
import { rawKey, readRaw, sameContent, storedForm } from './raw-items.ts';

const SHOWN: readonly ShownColumn[] = [
  ['ServiceStatus', 'ServiceStatus'], ['status', 'status'], ['isPM', 'isPM'], ['serviceType', 'serviceType'], ['odometer', 'odometer'],
  ['ServiceNo', 'ServiceNo'], ['ServiceProvider', 'ServiceProvider'], ['PartsCost', 'partsTotal'], ['LabourCost', 'labourTotal'], ['notes', 'notes'], ['filename', 'filename'],
];

/** Tractors whose shop state is synced at once (each reads its records). */
const SHOP_STATES_IN_FLIGHT = 4;

/** `items` dealt into at most `count` lists. */
const slices = <T>(items: readonly T[], count: number): T[][] => Array.from({ length: Math.min(count, items.length) }, (_, s) => items.filter((_, i) => i % count === s));

/**
 * The tractors an import's chunks plan against, read once per container, import and half minute rather
 * than once a chunk (a 50,000-row file has 100 chunks): a tractor changed while an import writes reaches
 * the records planned after at most that half minute.
 */
const TRACTORS_FRESH_MS = 30_000;
let importTractors: { key: string; readAt: number; tractors: Promise<Map<string, RecordTractor>> } | undefined;
function tractorsOfImport(companyId: string, importBatchId: string): Promise<Map<string, RecordTractor>> {
  const key = `${companyId}\u0000${importBatchId}`;
  if (importTractors?.key !== key || Date.now() - importTractors.readAt > TRACTORS_FRESH_MS) {
    const tractors = companyTractors(companyId);
    const entry = { key, readAt: Date.now(), tractors };
    tractors.catch(() => {
      if (importTractors === entry) importTractors = undefined;
    });
    importTractors = entry;
  }
  return importTractors.tractors;
}

const label = (r: RecordInput) => `Tractor ${r.VehicleID} · ${r.ServiceDate} · ${r.id}`;

/**
 * Maintenance records (spec §7 /insertMaintFile): each row saved as the maintenance form saves a record
 * (lambdas/maintenance/records/record-item.ts), matched by tractor, service date and id; the tractor
 * must be in the company's list. The batch's search months, shop states and reminders follow.
 */
export const maintenanceTarget: ImportTarget<RecordInput> = {
  type: 'maintenance',
  async check(companyId, table) {
    const read = readMaintenanceRows(table);
    const timeZone = await companyZone(companyId);
    const [tractors, readings] = await Promise.all([companyTractors(companyId), companyReadings(companyId, timeZone)]);
    const today = todayIn(timeZone);
    const errors: ImportRowError[] = [...read.errors];
    const rows: CheckedRow<RecordInput>[] = [];
    const unknown = (row: number, VehicleID: string) => errors.push({ row, column: 'VehicleID', reason: `Tractor ${VehicleID} is not in the tractor list.` });
    for (const r of read.rows) {
      if (!tractors.has(r.value.VehicleID)) {
        unknown(r.row, r.value.VehicleID);
        continue;
      }
      const facts = Object.entries(recordFactProblems(r.value, today, readings.get(r.value.VehicleID) ?? {}));
      for (const [column, reason] of facts) errors.push({ row: r.row, column, reason });
      if (facts.length === 0) rows.push(r);
    }
    // A refused row's tractor is checked too, so its every problem is reported at once.
    for (const { row, values } of read.refused ?? []) {
      const VehicleID = values.VehicleID === undefined ? undefined : String(values.VehicleID);
      if (VehicleID !== undefined && !tractors.has(VehicleID) && !tractors.has(VehicleID.padStart(6, '0')) && !errors.some((e) => e.row === row && e.column === 'VehicleID')) unknown(row, VehicleID);
    }
    errors.sort((a, b) => a.row - b.row);
    return { rows, errors, skipped: read.skipped, ...(read.skippedReason ? { skippedReason: read.skippedReason } : {}) };
  },
  async plan(companyId, rows, context) {
    const tractors = await tractorsOfImport(companyId, context.importBatchId);
    const entity = maintenanceRecordEntity();
    const drafts = rows.map(({ row, value }) => {
      const tractor = tractors.get(value.VehicleID);
      if (!tractor) throw new Error(`Tractor ${value.VehicleID} of row ${row} is no longer in the tractor list.`);
      // As a create stores it: the after of a new record, and the key of a stored one.
      const created = storedForm(entity, recordItem(companyId, context.importedBy, value, tractor, context.now, undefined, { importBatchId: context.importBatchId }) as MaintenanceRecordItem);
      return { row, value, tractor, created };
    });
    const stored = await readRaw(drafts.map((d) => d.created));
    return drafts.map(({ row, value, tractor, created }): PlannedRow => {
      const before = stored.get(rawKey(created));
      if (!before) return putRow(row, label(value), undefined, created, SHOWN);
      const previous = before as Partial<MaintenanceRecordItem>;
      // The version moves only when something does: an unchanged row compares equal to what is stored.
      const same = storedForm(entity, recordItem(companyId, context.importedBy, value, tractor, context.now, { ...previous, version: (previous.version ?? 1) - 1 }, { importBatchId: context.importBatchId }) as MaintenanceRecordItem);
      const after = sameContent(before, same) ? same : storedForm(entity, recordItem(companyId, context.importedBy, value, tractor, context.now, previous, { importBatchId: context.importBatchId }) as MaintenanceRecordItem);
      return putRow(row, label(value), before, after, SHOWN);
    });
  },
  /**
   * recordSaved's work for the whole batch: the search months it touched (rebuilt a few at once), and
   * the reminders of its tractors after their shop state. A tractor is in the shop while one of its
   * records is in progress, so only tractors with an in-progress record in the batch (before or after)
   * can change state; the others are not read again.
   */
  async settle(companyId, changes: readonly LedgerChange[]) {
    const touched = changes.flatMap((c) => [c.after, ...(c.before ? [c.before] : [])]) as unknown as Array<Pick<MaintenanceRecordItem, 'VehicleID' | 'ServiceDate' | 'ServiceStatus'>>;
    if (touched.length === 0) return;
    const vehicles = [...new Set(touched.map((r) => r.VehicleID))];
    const shopMoves = [...new Set(touched.filter((r) => r.ServiceStatus === 'In Progress').map((r) => r.VehicleID))];
    await Promise.all([
      rebuildSearchMonths(companyId, touched.map((r) => indexMonthOf(r.ServiceDate))),
      Promise.all(slices(shopMoves, SHOP_STATES_IN_FLIGHT).map((some) => syncShopState(companyId, some))).then(() => recomputeRemindersFor(companyId, vehicles)),
    ]);
  },
};
