import type { FieldChange } from '#shared/imports/api';
import type { RecordTractor } from '#lambdas/maintenance/records/record-item';
import { tractorEntity } from '#lambdas/data/entities/tractor';
import type { PlannedRow, RawItem } from '#lambdas/imports/pipeline/target';
import { sameContent, shown } from './raw-items.ts';

/** A preview column: its header and the stored attribute it shows. */
export type ShownColumn = readonly [column: string, attribute: string];

/**
 * One row that puts one item: unchanged when the stored item already holds the same content (nothing is
 * written), else a create or an update with the fields that change (every set field for a create).
 */
export function putRow(row: number, label: string, before: RawItem | undefined, after: RawItem, columns: readonly ShownColumn[]): PlannedRow {
  if (before && sameContent(before, after)) return { row, action: 'unchanged', label, fields: [], changes: [] };
  const fields: FieldChange[] = [];
  for (const [column, attribute] of columns) {
    const was = before ? shown(before[attribute]) : undefined;
    const now = shown(after[attribute]);
    if (before && was === now) continue;
    if (!before && now === '') continue;
    fields.push(before ? { column, before: was!, after: now } : { column, after: now });
  }
  return { row, action: before ? 'update' : 'create', label, fields, changes: [{ row, before: before ?? null, after }] };
}

/** The company's tractors by VehicleID, with what the import types read of them. */
export async function companyTractors(companyId: string): Promise<Map<string, RecordTractor>> {
  const { data } = await tractorEntity().query.byVehicleId({ companyId }).go({ pages: 'all', attributes: ['VehicleID', 'Vin', 'Domicile'] });
  return new Map(data.map((t) => [t.VehicleID!, { Vin: t.Vin ?? '', Domicile: t.Domicile ?? '' }]));
}
