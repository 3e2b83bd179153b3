import { applyChanges, chunkLedger, countChunkOnce, recordChunk } from '#lambdas/imports/pipeline/ledger';
import { targetOf } from '#lambdas/imports/pipeline/targets';
import { readChunk } from '#lambdas/imports/pipeline/work-files';
import { chunkInput, contextOf } from '#lambdas/imports/pipeline/workflow-input';
import { assertEnvironmentOf } from '#lambdas/handler-environment';
import { observedTask } from '#lambdas/observability/observed-task';

/**
 * Writes one chunk of checked rows, once however often it runs: a recorded ledger is reused as it is;
 * else the rows are planned now (the `before` images read now), the ledger recorded, and only then every
 * `after` is put. A type that writes through its own idempotent path (no rollback) writes the rows and
 * records an empty ledger as the chunk's mark. The chunk moves the import's progress once.
 */
export const handler = observedTask(async (event: unknown) => {
  assertEnvironmentOf('workflows/import-write/write-chunk');
  const input = chunkInput.parse(event);
  const { companyId, importBatchId, chunk } = input;
  const target = targetOf(input.importType);
  let ledger = await chunkLedger(companyId, importBatchId, chunk);
  if (!ledger) {
    const rows = await readChunk<unknown>(companyId, importBatchId, chunk);
    if (target.writeChunk) {
      await target.writeChunk(companyId, rows, contextOf(input));
      ledger = await recordChunk(companyId, importBatchId, chunk, rows.length, []);
    } else {
      const planned = await target.plan(companyId, rows, contextOf(input));
      ledger = await recordChunk(companyId, importBatchId, chunk, rows.length, planned.flatMap((p) => p.changes));
    }
  }
  await applyChanges(ledger.changes);
  await countChunkOnce(companyId, importBatchId, chunk, 'writtenAt');
  return { chunk, written: ledger.changes.length };
});
