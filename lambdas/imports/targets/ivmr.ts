import type { ImportRowError } from '#shared/imports/import-types';
import type { RowsRead } from '#shared/imports/read-table';
import { readIvmrRows, type IvmrImportRow } from '#shared/imports/types/ivmr';
import { companyEntity } from '#lambdas/data/entities/company';
import { ivmrApprovalEntity } from '#lambdas/data/entities/ivmr-approval';
import type { CheckResult, CheckedRow, ImportContext, ImportTarget, LedgerChange, PlannedRow, RawItem } from '#lambdas/imports/pipeline/target';
import { companyTractors, putRow, type ShownColumn } from './plan-rows.ts';
import { rawKey, readRaw, storedForm } from './raw-items.ts';

/** One day of a tractor in one state, as the IVMR row reader gives it. */
export type IvmrRow = IvmrImportRow;

export const APPROVED_WEEK = 'approved; un-approve it before importing over it';

const SHOWN: readonly ShownColumn[] = [
  ['OdoStart', 'OdoStart'], ['OdoStop', 'OdoStop'], ['Days', 'ivmrRows'], ['DrivenBy', 'drivenBy'], ['Domicile', 'Domicile'],
];

const weekKey = (r: { WeekEnding: string; VehicleID: string }) => `${r.WeekEnding}\u0000${r.VehicleID}`;

/** The stored weeks the rows fall in, raw, by `${WeekEnding}\0${VehicleID}`. */
async function storedWeeks(companyId: string, values: readonly { WeekEnding: string; VehicleID: string }[]): Promise<Map<string, RawItem>> {
  const entity = ivmrApprovalEntity();
  const weeks = [...new Map(values.map((v) => [weekKey(v), v])).values()];
  const keyed = weeks.map((v) => ({ week: weekKey(v), keys: storedForm(entity, { companyId, WeekEnding: v.WeekEnding, VehicleID: v.VehicleID, id: '', updatedAt: '' }) }));
  const raw = await readRaw(keyed.map((k) => k.keys));
  const found = new Map<string, RawItem>();
  for (const k of keyed) {
    const item = raw.get(rawKey(k.keys));
    if (item) found.set(k.week, item);
  }
  return found;
}

/** A tractor's week as the file gives it: its days with their spreadsheet rows. One item, one chunk. */
export interface IvmrWeek {
  VehicleID: string;
  WeekEnding: string;
  days: Array<IvmrRow & { row: number }>;
}

/**
 * Rows (the row reader checked week, day and odometers) checked against the company: a known tractor
 * and a week not approved yet (an approved week is never imported over, so no rollback can drop an
 * approval). The checked rows are whole weeks, so a week is never split between two chunks of the write.
 */
export async function checkIvmr(companyId: string, read: RowsRead<IvmrRow>): Promise<CheckResult<IvmrWeek>> {
  const tractors = await companyTractors(companyId);
  const stored = await storedWeeks(companyId, read.rows.map((r) => r.value));
  const errors: ImportRowError[] = [...read.errors];
  const weeks = new Map<string, CheckedRow<IvmrWeek>>();
  for (const { row, value } of read.rows) {
    const before = errors.length;
    if (!tractors.has(value.VehicleID)) errors.push({ row, column: 'VehicleID', reason: `${value.VehicleID} is not a tractor of this company` });
    if (stored.get(weekKey(value))?.Approved === true) errors.push({ row, column: 'WeekEnding', reason: `Tractor ${value.VehicleID} week ending ${value.WeekEnding} is ${APPROVED_WEEK}` });
    if (errors.length > before) continue;
    const week = weeks.get(weekKey(value)) ?? { row, value: { VehicleID: value.VehicleID, WeekEnding: value.WeekEnding, days: [] } };
    week.value.days.push({ ...value, row });
    weeks.set(weekKey(value), week);
  }
  return { rows: [...weeks.values()], errors, skipped: read.skipped, ...(read.skippedReason ? { skippedReason: read.skippedReason } : {}) };
}

/**
 * One approval item per tractor and week, not approved: its days sorted by date, odometer from the lowest
 * start to the highest stop, the drivers in the order they drove. A week stored before (not approved) is
 * replaced by the file's days; the item is planned on the week's first row.
 */
export async function planIvmr(companyId: string, weeks: readonly CheckedRow<IvmrWeek>[], context: ImportContext): Promise<PlannedRow[]> {
  const entity = ivmrApprovalEntity();
  const tractors = await companyTractors(companyId);
  const { data: company } = await companyEntity().get({ companyId }).go();
  const stored = await storedWeeks(companyId, weeks.map((w) => w.value));
  return weeks.map(({ row, value: week }) => {
    const days = [...week.days].sort((a, b) => a.date.localeCompare(b.date) || a.row - b.row);
    const { VehicleID, WeekEnding } = week;
    const before = stored.get(weekKey(week));
    // Approved between the dry run and the write: the write stops before anything of its chunk is put.
    if (before?.Approved === true) throw new Error(`Tractor ${VehicleID} week ending ${WeekEnding} is ${APPROVED_WEEK}.`);
    const drivenBy = [...new Set(days.flatMap((d) => d.drivenBy))];
    const Domicile = days.find((d) => d.Domicile)?.Domicile ?? tractors.get(VehicleID)?.Domicile ?? '';
    const after = storedForm(entity, {
      companyId, WeekEnding, VehicleID, id: `${WeekEnding}_${VehicleID}`, companyName: company?.companyName ?? '', Approved: false, creating: false,
      OdoStart: Math.min(...days.map((d) => d.odoStart)), OdoStop: Math.max(...days.map((d) => d.odoStop)), drivenBy,
      ivmrRows: days.map((d) => ({ date: d.date, state: d.state, odoStart: d.odoStart, odoStop: d.odoStop, miles: d.miles })),
      Domicile, importBatchId: context.importBatchId, updatedAt: context.now,
    });
    return putRow(row, `Tractor ${VehicleID} · week ending ${WeekEnding} · ${days.length} day${days.length === 1 ? '' : 's'}`, before, after, SHOWN);
  });
}

/** The batch's weeks approved since the import: a rollback would drop their approval, so it is refused. */
export async function ivmrRollbackRefusal(_companyId: string, changes: readonly LedgerChange[]): Promise<string | undefined> {
  const stored = await readRaw(changes.map((c) => c.after));
  const approved = changes.map((c) => stored.get(rawKey(c.after))).filter((item) => item?.Approved === true);
  if (approved.length === 0) return undefined;
  const weeks = approved.slice(0, 5).map((w) => `tractor ${String(w!.VehicleID)} week ending ${String(w!.WeekEnding)}`).join(', ');
  return `${approved.length} IVMR week${approved.length === 1 ? ' of this import was' : 's of this import were'} approved since (${weeks}); un-approve ${approved.length === 1 ? 'it' : 'them'} before rolling back.`;
}

/**
 * Spec §3 ivmrApprovals, §4: the weeks of a tractor, created unapproved; a rollback deletes the batch's
 * weeks (or puts back the unapproved week it replaced) and is refused while one of them is approved.
 */
export const ivmrTarget: ImportTarget<IvmrWeek> & { rollbackRefusal: typeof ivmrRollbackRefusal } = {
  type: 'ivmr',
  check: (companyId, table) => checkIvmr(companyId, readIvmrRows(table)),
  plan: planIvmr,
  rollbackRefusal: ivmrRollbackRefusal,
};
