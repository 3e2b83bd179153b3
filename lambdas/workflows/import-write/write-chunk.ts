import { importHistoryEntity } from '#lambdas/data/entities/import-history';
import { applyChanges, chunkParts, countChunkOnce, recordChunk, removeLedger, restoreChanges } from '#lambdas/imports/pipeline/ledger';
import { targetOf } from '#lambdas/imports/pipeline/targets';
import { readChunk } from '#lambdas/imports/pipeline/work-files';
import { chunkInput, contextOf } from '#lambdas/imports/pipeline/workflow-input';
import { assertEnvironmentOf } from '#lambdas/handler-environment';
import { observedTask } from '#lambdas/observability/observed-task';

async function stillImporting(companyId: string, importBatchId: string): Promise<boolean> {
  const { data } = await importHistoryEntity().get({ companyId, importBatchId }).go({ attributes: ['status'] });
  return data?.status === 'importing';
}

/**
 * Writes one chunk of checked rows, once however often it runs: a recorded ledger is reused as it is;
 * else the rows are planned now (the `before` images read now), the ledger recorded, and only then every
 * `after` is put. A type that writes through its own idempotent path (no rollback) writes the rows and
 * records an empty ledger as the chunk's mark. The chunk moves the import's progress once.
 *
 * A chunk still running when another one failed the import (the undo marks the import failed before it
 * reads the ledger) finds the import no longer importing after its puts and undoes its own chunk, so
 * nothing of a failed import stays whichever finishes last.
 */
export const handler = observedTask(async (event: unknown) => {
  assertEnvironmentOf('workflows/import-write/write-chunk');
  const input = chunkInput.parse(event);
  const { companyId, importBatchId, chunk } = input;
  if (!(await stillImporting(companyId, importBatchId))) return { chunk, written: 0 };
  const target = targetOf(input.importType);
  const stored = await chunkParts(companyId, importBatchId, chunk);
  let ledger = stored.ledger;
  if (!ledger) {
    const rows = await readChunk<unknown>(companyId, importBatchId, chunk);
    if (target.writeChunk) {
      await target.writeChunk(companyId, rows, contextOf(input));
      ledger = await recordChunk(companyId, importBatchId, chunk, rows.length, [], stored.parts);
    } else {
      const planned = await target.plan(companyId, rows, contextOf(input));
      ledger = await recordChunk(companyId, importBatchId, chunk, rows.length, planned.flatMap((p) => p.changes), stored.parts);
    }
  }
  await applyChanges(ledger.changes);
  if (!(await stillImporting(companyId, importBatchId))) {
    await restoreChanges(ledger.changes);
    await removeLedger(companyId, importBatchId, chunk);
    return { chunk, written: 0 };
  }
  await countChunkOnce(companyId, importBatchId, chunk, 'writtenAt');
  return { chunk, written: ledger.changes.length };
});
