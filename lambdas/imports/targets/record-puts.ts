import type { CheckedRow, PlannedRow, RawItem } from '#lambdas/imports/pipeline/target';
import { putRow, type ShownColumn } from './plan-rows.ts';
import { rawKey, readRaw, sameContent } from './raw-items.ts';
import { attributesOf } from './stored-attributes.ts';

interface RecordPuts<Row> {
  /** The stored form of the row's record as a create would store it (keys included). */
  readonly created: (row: Row) => RawItem;
  /** The stored form of the row applied over the stored item's attributes, at `version`. */
  readonly updated: (row: Row, stored: Record<string, unknown>, version: number) => RawItem;
  readonly label: (row: Row) => string;
  readonly shown: readonly ShownColumn[];
  /** Items the row writes beside its record (e.g. a tractor's VIN change), given the record before and after. */
  readonly beside?: (row: Row, before: RawItem, after: RawItem) => RawItem[];
}

/**
 * Rows that each put one record matched by its key: create when nothing is stored, else the row over the
 * stored attributes (what the file leaves blank is kept), the version moved only when something changes.
 */
export async function planRecordPuts<Row>(rows: readonly CheckedRow<Row>[], puts: RecordPuts<Row>): Promise<PlannedRow[]> {
  const created = rows.map((r) => puts.created(r.value));
  const stored = await readRaw(created);
  return rows.map(({ row, value }, i): PlannedRow => {
    const before = stored.get(rawKey(created[i]!));
    if (!before) return putRow(row, puts.label(value), undefined, created[i]!, puts.shown);
    const attributes = attributesOf(before);
    const version = typeof attributes.version === 'number' ? attributes.version : 1;
    const same = puts.updated(value, attributes, version);
    if (sameContent(before, same)) return putRow(row, puts.label(value), before, same, puts.shown);
    const after = puts.updated(value, attributes, version + 1);
    const planned = putRow(row, puts.label(value), before, after, puts.shown);
    const extra = puts.beside?.(value, before, after) ?? [];
    return { ...planned, changes: [...planned.changes, ...extra.map((item) => ({ row, before: null, after: item }))] };
  });
}
