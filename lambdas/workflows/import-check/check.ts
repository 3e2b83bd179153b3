import { readTable } from '#shared/imports/read-table';
import { importTypeDef } from '#shared/imports/type-defs';
import type { PreviewRow } from '#shared/imports/api';
import { importHistoryEntity } from '#lambdas/data/entities/import-history';
import { readGridFile } from '#lambdas/imports/pipeline/grid-file';
import { distinctErrors, recordRefusal, statsOf } from '#lambdas/imports/pipeline/import-status';
import { targetOf } from '#lambdas/imports/pipeline/targets';
import { writeChunks, writePreview } from '#lambdas/imports/pipeline/work-files';
import { checkInput, contextOf } from '#lambdas/imports/pipeline/workflow-input';
import type { PlannedRow } from '#lambdas/imports/pipeline/target';
import { MAX_IMPORT_ROWS, MAX_REPORTED_IMPORT_ERRORS, type ImportRowError } from '#shared/imports/import-types';
import { assertEnvironmentOf } from '#lambdas/handler-environment';
import { observedTask } from '#lambdas/observability/observed-task';

/** Rows two of which write the same stored item: the second is refused (the file names it twice). */
function repeatedItems(planned: readonly PlannedRow[], keyColumn: string): ImportRowError[] {
  const firstRow = new Map<string, number>();
  const errors: ImportRowError[] = [];
  for (const p of planned) {
    for (const change of p.changes) {
      const key = `${change.after.pk}\u0000${change.after.sk}`;
      const first = firstRow.get(key);
      if (first === undefined) firstRow.set(key, p.row);
      else if (first !== p.row) errors.push({ row: p.row, column: keyColumn, reason: `writes the same record as row ${first} (${p.label})` });
    }
  }
  return errors;
}

/**
 * The dry run: the file (as read-file left it) checked exactly as the write will check it, the plan of every row
 * against what is stored now. A file with any error is `failed` with the errors by row and column;
 * else the preview and the checked rows (in chunks) are kept and the import is `ready` to confirm.
 */
export const handler = observedTask(async (event: unknown) => {
  assertEnvironmentOf('workflows/import-check/check');
  const input = checkInput.parse(event);
  const { companyId, importBatchId } = input;
  const def = importTypeDef(input.importType);
  const firstColumn = def.columns[0]!.name;
  const table = readTable(await readGridFile(companyId, importBatchId), def);
  if (table.rows.length > MAX_IMPORT_ROWS) {
    const reason = `the file has ${table.rows.length.toLocaleString('en-US')} rows; at most ${MAX_IMPORT_ROWS.toLocaleString('en-US')} can be imported at once: split it`;
    await recordRefusal(companyId, importBatchId, [{ row: 1, column: firstColumn, reason }], { unknownHeaders: table.unknownHeaders, totalRows: table.rows.length, skippedCount: 0 });
    return { importBatchId, status: 'failed' };
  }
  const target = targetOf(input.importType);
  const context = contextOf(input);
  const checked = await target.check(companyId, table, context);
  const found = { unknownHeaders: table.unknownHeaders, totalRows: table.rows.length, skippedCount: checked.skipped, ...(checked.skippedReason ? { skippedReason: checked.skippedReason } : {}) };
  let errors = distinctErrors([...table.errors, ...checked.errors]);
  const planned = errors.length > 0 ? [] : await target.plan(companyId, checked.rows, context);
  if (errors.length === 0) errors = repeatedItems(planned, firstColumn);
  if (errors.length > 0) {
    await recordRefusal(companyId, importBatchId, errors, found);
    return { importBatchId, status: 'failed', errorCount: errors.length };
  }
  const preview: PreviewRow[] = planned
    .filter((p) => p.action !== 'unchanged')
    .slice(0, MAX_REPORTED_IMPORT_ERRORS)
    .map((p) => ({ row: p.row, action: p.action, label: p.label, fields: [...p.fields] }));
  await writePreview(companyId, importBatchId, preview);
  const chunkCount = await writeChunks(companyId, importBatchId, checked.rows);
  await importHistoryEntity()
    .patch({ companyId, importBatchId })
    .set({ status: 'ready', ...statsOf(table.rows.length, planned, checked.skipped), errorCount: 0, rowErrors: [], unknownHeaders: [...table.unknownHeaders], chunkCount, chunksDone: 0, ...(checked.skippedReason ? { skippedReason: checked.skippedReason } : {}) })
    .go();
  return { importBatchId, status: 'ready', chunkCount };
});
