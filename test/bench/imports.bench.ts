import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { startLocalCloud } from '#lib/local/cloud';
import { batchWriteBaseline } from './support/batch-write-baseline.ts';

const COMPANY = 'bench-imports';
const TRACTORS = 200;
const ROWS = 50_000;
/**
 * Write requests the baseline keeps in flight: as many as the import's write does (four chunks at once,
 * two BatchWriteItem each, lambdas/imports/pipeline/map-state.ts and raw-writes.ts), so both load DynamoDB
 * Local alike; more in flight only queues on its two cores.
 */
const BASELINE_CONCURRENCY = 8;

const tractorId = (i: number) => String(700000 + i);

/** A maintenance history of ROWS records over TRACTORS tractors and five years, as a shop's export would be. */
function maintenanceCsv(): string {
  const lines = ['VehicleID,ServiceDate,ServiceNo,ServiceProvider,ServiceStatus,status,isPM,serviceType,odometer,PartsCost,LabourCost,notes'];
  for (let i = 0; i < ROWS; i++) {
    const day = new Date(Date.UTC(2021, 0, 1) + (i % 1800) * 86_400_000).toISOString().slice(0, 10);
    lines.push(`${tractorId(i % TRACTORS)},${day},INV-${i},Rush Truck Center,Completed,filed,${i % 7 === 0 ? 'yes' : 'no'},Brakes,${100000 + i},${(i % 900) + 10}.50,120.00,Bench record ${i}`);
  }
  return `${lines.join('\r\n')}\r\n`;
}

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs: number): Promise<T> {
  const start = Date.now();
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() - start > timeoutMs) throw new Error('the import did not finish in time');
    await new Promise((r) => setTimeout(r, 200));
  }
}

/**
 * A 50,000-row maintenance import on a local cloud, through its workflows: the check (read, validate,
 * plan), the write (chunks with their ledger, then the search index and reminders) and the rollback,
 * each against writing the same items with plain BatchWriteItem on the same DynamoDB Local.
 */
export async function bench() {
  const dataDir = await mkdtemp(join(tmpdir(), 'imports-bench-'));
  const cloud = await startLocalCloud({ port: 0, dataDir, inMemory: true, seed: false, schedule: false, webDist: join(dataDir, 'no-web') });
  try {
    const { tractorEntity } = await import('#lambdas/data/entities/tractor');
    const { importHistoryEntity } = await import('#lambdas/data/entities/import-history');
    const { writeObject } = await import('#lambdas/imports/uploads');
    const { uploadPrefix } = await import('#lambdas/imports/pipeline/work-files');
    const { batchLedgers } = await import('#lambdas/imports/pipeline/ledger');
    const { chunkList } = await import('#lambdas/imports/pipeline/workflow-input');
    const { startWorkflow } = await import('#lambdas/workflows/start-workflow');
    const { IMPORT_CHECK } = await import('#lambdas/workflows/import-check/definition');
    const { IMPORT_WRITE } = await import('#lambdas/workflows/import-write/definition');
    const { IMPORT_ROLLBACK } = await import('#lambdas/workflows/import-rollback/definition');
    const companyId = COMPANY;
    await tractorEntity()
      .put(Array.from({ length: TRACTORS }, (_, i) => ({ companyId, VehicleID: tractorId(i), Vin: `1FUJHHDR7MLMJ${String(i).padStart(4, '0')}`, Domicile: 'PHX', serviceState: 'in-service' as const, version: 1 })))
      .go({ concurrent: 4 });
    const fileKey = `${uploadPrefix(companyId, 'maintenance')}bench/history.csv`;
    await writeObject(fileKey, maintenanceCsv(), 'text/csv');

    const importBatchId = 'bench-import';
    const now = new Date().toISOString();
    const status = (importedAt = now) => until(async () => (await importHistoryEntity().get({ companyId, importBatchId }).go()).data, (e) => !!e && !['validating', 'importing', 'rolling-back'].includes(e.status) && e.importedAt === importedAt, 1_800_000);
    await importHistoryEntity().create({ companyId, importBatchId, importType: 'maintenance', status: 'validating', fileName: 'history.csv', fileKey, importedAt: now, importedByUid: 'bench', importedBy: 'bench' }).go();
    const base = { companyId, importBatchId, importType: 'maintenance', importedBy: 'bench', now, PayRunID: '' };

    let started = performance.now();
    await startWorkflow(IMPORT_CHECK, { ...base, fileKey, fileName: 'history.csv' }, 'bench-check');
    const checked = await status();
    const checkMs = performance.now() - started;
    if (checked?.status !== 'ready' || checked.createCount !== ROWS) throw new Error(`bench check ended ${checked?.status}: ${JSON.stringify(checked?.rowErrors?.slice(0, 3))}`);

    await importHistoryEntity().patch({ companyId, importBatchId }).set({ status: 'importing' }).go();
    started = performance.now();
    await startWorkflow(IMPORT_WRITE, { ...base, chunks: chunkList(checked.chunkCount ?? 0) }, 'bench-write');
    await until(async () => (await importHistoryEntity().get({ companyId, importBatchId }).go()).data, (e) => e?.chunksDone === checked.chunkCount || e?.status !== 'importing', 1_800_000);
    const chunksMs = performance.now() - started;
    const written = await status();
    const writeMs = performance.now() - started;
    if (written?.status !== 'completed') throw new Error(`bench write ended ${written?.status}: ${written?.failureMessage}`);

    const afters = (await batchLedgers(companyId, importBatchId)).flatMap((l) => l.changes.map((c) => c.after));
    // The yardstick right after the write and again after the rollback (the machine's load drifts over a
    // run): the same records, keys and indexes as the import stored them, under partitions of their own.
    const { deleteRaw } = await import('#lambdas/imports/pipeline/raw-writes');
    const baseline = async (prefix: string) => {
      const items = afters.map((item) => ({ ...item, pk: `${prefix}#${item.pk}` }));
      const ms = await batchWriteBaseline(new DynamoDBClient({}), process.env.TABLE_NAME!, items, BASELINE_CONCURRENCY);
      await deleteRaw(items.map(({ pk, sk }) => ({ pk, sk })));
      return ms;
    };
    const baselineAfterWriteMs = await baseline('baseline-write');
    // What GET /imports/{id}/rollback-check does (an API route: it has 10 s, API Gateway 30 s).
    const { rollbackCheck } = await import('#lambdas/imports/rollback-warnings');
    started = performance.now();
    const warned = await rollbackCheck(written);
    const rollbackCheckMs = performance.now() - started;
    if (warned.changedSinceImport !== 0) throw new Error(`bench rollback check found ${warned.changedSinceImport} changed records`);
    if (afters.length !== ROWS) throw new Error(`bench ledger holds ${afters.length} of ${ROWS} records`);

    await importHistoryEntity().patch({ companyId, importBatchId }).set({ status: 'rolling-back' }).go();
    started = performance.now();
    await startWorkflow(IMPORT_ROLLBACK, { ...base, rolledBackBy: 'bench', rolledBackByUid: 'bench', chunks: chunkList(checked.chunkCount ?? 0, true) }, 'bench-rollback');
    const rolled = await status();
    const rollbackMs = performance.now() - started;
    if (rolled?.status !== 'rolled-back') throw new Error(`bench rollback ended ${rolled?.status}: ${rolled?.failureMessage}`);

    const baselineAfterRollbackMs = await baseline('baseline-rollback');
    const baselineMs = (baselineAfterWriteMs + baselineAfterRollbackMs) / 2;
    const ratio = (ms: number) => Math.round((ms / baselineMs) * 100) / 100;
    return [
      { name: `imports-maintenance-${ROWS}-check`, value: Math.round(checkMs), unit: 'ms' },
      { name: `imports-maintenance-${ROWS}-write`, value: Math.round(writeMs), unit: 'ms' },
      { name: `imports-maintenance-${ROWS}-write-chunks-only`, value: Math.round(chunksMs), unit: 'ms' },
      { name: `imports-maintenance-${ROWS}-rollback-check-route`, value: Math.round(rollbackCheckMs), unit: 'ms' },
      { name: `imports-maintenance-${ROWS}-rollback`, value: Math.round(rollbackMs), unit: 'ms' },
      { name: `imports-batchwrite-baseline-${ROWS}-items-after-write`, value: Math.round(baselineAfterWriteMs), unit: 'ms' },
      { name: `imports-batchwrite-baseline-${ROWS}-items-after-rollback`, value: Math.round(baselineAfterRollbackMs), unit: 'ms' },
      // The import is what the user waits for once he confirms: the write workflow (the dry run before it shows its own figure).
      { name: 'imports-write-ratio-to-batchwrite', value: ratio(writeMs), unit: 'x', budget: 1.5 },
      { name: 'imports-check-and-write-ratio-to-batchwrite', value: ratio(checkMs + writeMs), unit: 'x' },
      { name: 'imports-rollback-ratio-to-batchwrite', value: ratio(rollbackMs), unit: 'x', budget: 1.5 },
    ];
  } finally {
    await cloud.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}
