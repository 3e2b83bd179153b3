import { headerKey } from '#shared/imports/read-table';
import { importBatchParams, type ImportExport } from '#shared/imports/api';
import { canExport, exportRefusal, type ImportTypeDef } from '#shared/imports/import-types';
import { importTypeDef } from '#shared/imports/type-defs';
import { csvCellOf, toCsv, type CsvCell } from '#shared/csv/write-csv';
import { ConflictError, ValidationError } from '#lambdas/http/errors';
import { companyRoute } from '#lambdas/http/route-handler';
import { batchLedgers } from './pipeline/ledger.ts';
import type { LedgerChange } from './pipeline/target.ts';
import { exportRowsOf } from './pipeline/exports.ts';
import { exportKey } from './pipeline/work-files.ts';
import { loadBatch } from './import-access.ts';
import { presignedGet, writeObject } from './uploads.ts';

const LINK_SECONDS = 15 * 60;

/** The generic export: per row, the item it imported (its first change), read column by column (headers matched like the import's). */
export function genericRows(def: ImportTypeDef, changes: readonly LedgerChange[]): CsvCell[][] {
  const firstOfRow = new Map<number, LedgerChange>();
  for (const change of changes) if (!firstOfRow.has(change.row)) firstOfRow.set(change.row, change);
  const rows = [...firstOfRow.values()].sort((a, b) => a.row - b.row).map((change) => {
    const byKey = new Map(Object.entries(change.after).map(([attribute, value]) => [headerKey(attribute), value]));
    return def.columns.map((column) => csvCellOf(byKey.get(headerKey(column.name))));
  });
  return [def.columns.map((c) => c.name), ...rows];
}

/** A CSV of what a completed import wrote (maintenance, payroll, IVMR) behind a 15-minute link. */
export const handler = companyRoute({ params: importBatchParams }, async ({ caller, params }) => {
  const entry = await loadBatch(caller, params.importBatchId);
  if (!canExport(entry.importType)) throw new ValidationError(exportRefusal(entry.importType), { importType: exportRefusal(entry.importType) });
  if (entry.status !== 'completed') throw new ConflictError(`This import is ${entry.status}; only a completed import can be exported.`);
  const def = importTypeDef(entry.importType);
  const changes = (await batchLedgers(caller.companyId, entry.importBatchId)).flatMap((l) => l.changes);
  const typeRows = exportRowsOf(entry.importType);
  const [header = [], ...rows] = typeRows ? typeRows(changes) : genericRows(def, changes);
  const key = exportKey(caller.companyId, entry.importBatchId);
  await writeObject(key, toCsv(header.map(String), rows), 'text/csv');
  const fileName = `${(entry.fileName ?? 'import').replace(/\.(csv|xlsx)$/i, '')}-export.csv`;
  const answer: ImportExport = { url: await presignedGet(key, LINK_SECONDS, fileName), fileName, expiresAt: new Date(Date.now() + LINK_SECONDS * 1000).toISOString() };
  return answer;
});
