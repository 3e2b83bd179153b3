import { isDeepStrictEqual } from 'node:util';
import type { RollbackCheck } from '#shared/imports/api';
import { importHistoryEntity, type ImportHistoryItem } from '#lambdas/data/entities/import-history';
import { batchLedgers } from './pipeline/ledger.ts';
import { rollbackRefused } from './rollback-refusal.ts';
import { targetOf } from './pipeline/targets.ts';
import { rawKey, readRaw } from './targets/raw-items.ts';

export { ALREADY_ROLLED_BACK, rollbackRefused } from './rollback-refusal.ts';

const EXAMPLES = 20;

/** Completed imports of the same type after this one: rolling this one back may undo what they rely on. */
async function laterImports(entry: ImportHistoryItem): Promise<RollbackCheck['laterImports']> {
  const { data } = await importHistoryEntity()
    .query.byTime({ companyId: entry.companyId })
    .gt({ importedAt: entry.importedAt, importBatchId: entry.importBatchId })
    .go({ pages: 'all', order: 'asc' });
  return data
    .filter((h) => h.importBatchId !== entry.importBatchId && h.importType === entry.importType && h.status === 'completed')
    .map((h) => ({ importBatchId: h.importBatchId, fileName: h.fileName ?? 'unknown', importedAt: h.importedAt }));
}

/**
 * What a rollback would warn about: items of the batch whose stored form is no longer what the import
 * wrote (someone changed them since; the rollback would drop that change), and later imports of the type.
 * Chunks a broken rollback already restored are not counted.
 */
export async function rollbackCheck(entry: ImportHistoryItem): Promise<RollbackCheck> {
  const refused = rollbackRefused(entry);
  if (refused) return { refused, changedSinceImport: 0, changedExamples: [], laterImports: [] };
  const ledgers = (await batchLedgers(entry.companyId, entry.importBatchId)).filter((l) => !l.parts[0]?.restoredAt);
  const changes = ledgers.flatMap((l) => l.changes);
  const typeRefusal = await targetOf(entry.importType).rollbackRefusal?.(entry.companyId, changes);
  if (typeRefusal) return { refused: typeRefusal, changedSinceImport: 0, changedExamples: [], laterImports: [] };
  const stored = await readRaw(changes.map((c) => c.after));
  const changed = changes.filter((c) => !isDeepStrictEqual(stored.get(rawKey(c.after)), c.after));
  const rows = [...new Set(changed.map((c) => c.row))].sort((a, b) => a - b);
  return {
    changedSinceImport: rows.length,
    changedExamples: rows.slice(0, EXAMPLES).map((row) => `Row ${row} of ${entry.fileName ?? 'the file'}`),
    laterImports: await laterImports(entry),
  };
}

/** The 409 text of a warned rollback the caller has not accepted yet. */
export function warningText(check: RollbackCheck): string | undefined {
  const parts: string[] = [];
  if (check.changedSinceImport > 0) parts.push(`${check.changedSinceImport} record${check.changedSinceImport === 1 ? ' was' : 's were'} changed since the import; rolling back drops those changes`);
  if (check.laterImports.length > 0) parts.push(`later imports of this type exist (${check.laterImports.map((l) => l.fileName).join(', ')})`);
  return parts.length > 0 ? `${parts.join('; and ')}. Roll back anyway to accept.` : undefined;
}

/** The type's own refusal of this batch's rollback (an IVMR week approved since, a busy pay run), warnings accepted or not. */
export async function typeRollbackRefusal(entry: ImportHistoryItem): Promise<string | undefined> {
  const target = targetOf(entry.importType);
  if (!target.rollbackRefusal) return undefined;
  const ledgers = (await batchLedgers(entry.companyId, entry.importBatchId)).filter((l) => !l.parts[0]?.restoredAt);
  return target.rollbackRefusal(entry.companyId, ledgers.flatMap((l) => l.changes));
}
