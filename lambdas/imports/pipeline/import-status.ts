import type { ImportRowError } from '#shared/imports/import-types';
import { MAX_REPORTED_IMPORT_ERRORS } from '#shared/imports/import-types';
import type { ImportStats } from '#shared/imports/api';
import { importHistoryEntity } from '#lambdas/data/entities/import-history';
import type { PlannedRow } from './target.ts';

/** The dry run's stats from the plan of every checked row. */
export function statsOf(total: number, planned: readonly PlannedRow[], skipped: number): Omit<ImportStats, 'errorCount'> {
  return {
    totalRows: total,
    createCount: planned.filter((p) => p.action === 'create').length,
    updateCount: planned.filter((p) => p.action === 'update').length,
    unchangedCount: planned.filter((p) => p.action === 'unchanged').length,
    skippedCount: skipped,
  };
}

/** Errors once each (a reader and a check may both name the same cell), in row order. */
export function distinctErrors(errors: readonly ImportRowError[]): ImportRowError[] {
  const seen = new Set<string>();
  const kept: ImportRowError[] = [];
  for (const e of errors) {
    const key = `${e.row}\u0000${e.column}\u0000${e.reason}`;
    if (seen.has(key)) continue;
    seen.add(key);
    kept.push(e);
  }
  return kept.sort((a, b) => a.row - b.row);
}

/** A file with errors: the history entry says so with the first errors; nothing was written. */
export async function recordRefusal(companyId: string, importBatchId: string, errors: readonly ImportRowError[], fields: { unknownHeaders: readonly string[]; totalRows: number; skippedCount: number; skippedReason?: string }): Promise<void> {
  await importHistoryEntity()
    .patch({ companyId, importBatchId })
    .set({
      status: 'failed',
      rowErrors: errors.slice(0, MAX_REPORTED_IMPORT_ERRORS).map((e) => ({ row: e.row, column: e.column, reason: e.reason })),
      errorCount: errors.length,
      unknownHeaders: [...fields.unknownHeaders],
      totalRows: fields.totalRows,
      skippedCount: fields.skippedCount,
      ...(fields.skippedReason ? { skippedReason: fields.skippedReason } : {}),
      failureMessage: `The file has ${errors.length} problem${errors.length === 1 ? '' : 's'}; nothing was imported.`,
    })
    .go();
}
