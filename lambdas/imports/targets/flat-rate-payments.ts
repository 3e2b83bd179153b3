import type { ImportRowError } from '#shared/imports/import-types';
import type { RowsRead } from '#shared/imports/read-table';
import { readFlatRatePaymentRows, type FlatRatePaymentRow } from '#shared/imports/types/flat-rate-payments';
import { legKey } from '#shared/payroll/company-context';
import { payTableRowEntity, positionKey } from '#lambdas/data/entities/pay-table-row';
import type { CheckResult, CheckedRow, ImportTarget, PlannedRow } from '#lambdas/imports/pipeline/target';
import { loadPayTable } from '#lambdas/payroll/inputs/company-pay-profile';
import { putRow, type ShownColumn } from './plan-rows.ts';
import { rawKey, readRaw, storedForm } from './raw-items.ts';


const TABLE = 'LegPayoutTable';
const SHOWN: readonly ShownColumn[] = [['LegOrg', 'legOrg'], ['LegDest', 'legDes'], ['Payout', 'payout']];

/** A leg appears once in a file (matched as the pay engine matches legs: leading zeros and case ignored). */
export function checkFlatRatePayments(read: RowsRead<FlatRatePaymentRow>): CheckResult<FlatRatePaymentRow> {
  const errors: ImportRowError[] = [...read.errors];
  const rows: CheckedRow<FlatRatePaymentRow>[] = [];
  const seen = new Map<string, number>();
  for (const { row, value } of read.rows) {
    const key = legKey(value.legOrg, value.legDes);
    const first = seen.get(key);
    if (first !== undefined) errors.push({ row, column: 'LegDest', reason: `repeats the leg of row ${first}` });
    else {
      seen.set(key, row);
      rows.push({ row, value });
    }
  }
  return { rows, errors, skipped: read.skipped, ...(read.skippedReason ? { skippedReason: read.skippedReason } : {}) };
}

/**
 * As the pay tables editor keeps the table: a leg already in it gets the file's payout on the row the
 * engine matches (the first), its codes as stored; a new leg is appended after the last row. The table
 * editor takes no backup of this table; the import's ledger keeps every row as it was.
 */
export async function planFlatRatePayments(companyId: string, rows: readonly CheckedRow<FlatRatePaymentRow>[]): Promise<PlannedRow[]> {
  const entity = payTableRowEntity();
  const current = await loadPayTable(companyId, TABLE);
  const byLeg = new Map<string, (typeof current)[number]>();
  for (const item of current) if (!byLeg.has(legKey(item.legOrg, item.legDes))) byLeg.set(legKey(item.legOrg, item.legDes), item);
  let next = current.reduce((max, item) => Math.max(max, Number(item.position) + 1), 0);
  const afters = rows.map(({ value }) => {
    const known = byLeg.get(legKey(value.legOrg, value.legDes));
    const { companyId: _c, table: _t, position, ...fields } = known ?? { companyId, table: TABLE, position: positionKey(next++) };
    return storedForm(entity, { ...fields, companyId, table: TABLE, position, legOrg: known?.legOrg ?? value.legOrg, legDes: known?.legDes ?? value.legDes, payout: value.payout });
  });
  const stored = await readRaw(afters);
  return rows.map(({ row, value }, i) => putRow(row, `Leg ${value.legOrg} → ${value.legDes}`, stored.get(rawKey(afters[i]!)), afters[i]!, SHOWN));
}

/** Spec §7 /insertFlatRatePaymentsFile: the leg payout table's rows updated or appended (not rolled back, spec §4). */
export const flatRatePaymentsTarget: ImportTarget<FlatRatePaymentRow> = {
  type: 'flat-rate-payments',
  check: async (_companyId, table) => checkFlatRatePayments(readFlatRatePaymentRows(table)),
  plan: (companyId, rows) => planFlatRatePayments(companyId, rows),
};
