import type { ImportRowError } from '#shared/imports/import-types';
import type { RowsRead } from '#shared/imports/read-table';
import { readTractorExpenseRuleRows, type TractorExpenseRuleRow } from '#shared/imports/types/tractor-expense-rules';
import { tractorExpenseRuleEntity } from '#lambdas/data/entities/tractor-expense-rule';
import type { CheckResult, CheckedRow, ImportContext, ImportTarget, PlannedRow } from '#lambdas/imports/pipeline/target';
import { companyTractors, putRow, type ShownColumn } from './plan-rows.ts';
import { rawKey, readRaw, storedForm } from './raw-items.ts';


const SHOWN: readonly ShownColumn[] = [
  ['Amount', 'amount'], ['Basis', 'basis'], ['StartDate', 'startDate'], ['EndDate', 'endDate'], ['Notes', 'notes'],
];

/** The rows as read, checked against the company: a rule names one of its tractors or `*` (every tractor). */
export async function checkExpenseRules(companyId: string, read: RowsRead<TractorExpenseRuleRow>): Promise<CheckResult<TractorExpenseRuleRow>> {
  const tractors = await companyTractors(companyId);
  const errors: ImportRowError[] = [...read.errors];
  const rows: CheckedRow<TractorExpenseRuleRow>[] = [];
  for (const { row, value } of read.rows) {
    const before = errors.length;
    if (value.VehicleID !== '*' && !tractors.has(value.VehicleID)) errors.push({ row, column: 'VehicleID', reason: `${value.VehicleID} is not a tractor of this company (use * for every tractor)` });
    if (errors.length === before) rows.push({ row, value });
  }
  return { rows, errors, skipped: read.skipped, ...(read.skippedReason ? { skippedReason: read.skippedReason } : {}) };
}

/** Each rule is put under its tractor and name: a new name creates a rule, a known one is updated. */
export async function planExpenseRules(companyId: string, rows: readonly CheckedRow<TractorExpenseRuleRow>[], context: ImportContext): Promise<PlannedRow[]> {
  const entity = tractorExpenseRuleEntity();
  const afters = rows.map(({ value }) =>
    storedForm(entity, {
      companyId, VehicleID: value.VehicleID, expenseName: value.expenseName, amount: value.amount, basis: value.basis, startDate: value.startDate,
      ...(value.endDate ? { endDate: value.endDate } : {}), notes: value.notes ?? '', importBatchId: context.importBatchId, updatedAt: context.now, updatedBy: context.importedBy,
    }),
  );
  const stored = await readRaw(afters);
  return rows.map(({ row, value }, i) => putRow(row, `Tractor ${value.VehicleID === '*' ? 'all' : value.VehicleID} · ${value.expenseName}`, stored.get(rawKey(afters[i]!)), afters[i]!, SHOWN));
}

/** Spec §7 /insertTractorExpenseRuleFile: rules put by tractor and expense name (not rolled back, spec §4). */
export const tractorExpenseRulesTarget: ImportTarget<TractorExpenseRuleRow> = {
  type: 'tractor-expense-rules',
  check: (companyId, table) => checkExpenseRules(companyId, readTractorExpenseRuleRows(table)),
  plan: planExpenseRules,
};
