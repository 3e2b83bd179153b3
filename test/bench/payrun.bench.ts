import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DynamoDBClient, GetItemCommand } from '@aws-sdk/client-dynamodb';
import { marshall, unmarshall } from '@aws-sdk/util-dynamodb';
import { startLocalCloud } from '#lib/local/cloud';
import { BENCH_COMPANY, BENCH_WEEK, benchDrivers, benchTrips } from './support/payrun-fleet.ts';
import { batchWriteBaseline } from './support/batch-write-baseline.ts';

const DRIVERS = 500;
const TRIPS_PER_DRIVER = 25;
/** Write requests the baseline keeps in flight; the run keeps up to 12 (four chunks, three each). */
const BASELINE_CONCURRENCY = 8;

/**
 * A full pay run of 500 drivers × 25 trips on a local cloud (the statement is written directly: import
 * excluded): wall time from starting the calculation to the end of its execution (the run marked
 * processed, every payout, pay document and vehicle summary written), and its ratio to
 * writing the same number of items with plain BatchWriteItem on the same DynamoDB Local.
 */
export async function bench() {
  const dataDir = await mkdtemp(join(tmpdir(), 'payrun-bench-'));
  const cloud = await startLocalCloud({ port: 0, dataDir, inMemory: true, seed: false, schedule: false, webDist: join(dataDir, 'no-web') });
  try {
    // Imported after the cloud set process.env, as a handler module would be.
    const { payTableRowEntity, positionKey } = await import('#lambdas/data/entities/pay-table-row');
    const { driverEntity } = await import('#lambdas/data/entities/driver');
    const { payRunEntity } = await import('#lambdas/data/entities/pay-run');
    const { tripPayoutEntity } = await import('#lambdas/data/entities/trip-payout');
    const { writeStatementRows } = await import('#lambdas/imports/statement-rows');
    const { startWorkflow } = await import('#lambdas/workflows/start-workflow');
    const { PAY_RUN_CALCULATION } = await import('#lambdas/workflows/pay-run/definition');
    const { DEMO_PAY_TABLES } = await import('#lib/local/seed/demo-pay-rules');
    const companyId = BENCH_COMPANY;

    await payTableRowEntity().put(Object.entries(DEMO_PAY_TABLES).flatMap(([table, rows]) => rows.map((row, i) => ({ companyId, table, position: positionKey(i), ...row })))).go();
    const drivers = benchDrivers(DRIVERS);
    await driverEntity().put(drivers).go({ concurrent: 4 });
    const trips = benchTrips(DRIVERS, TRIPS_PER_DRIVER);
    await writeStatementRows(companyId, BENCH_WEEK, 'bench-batch', trips, []);
    await payRunEntity()
      .put({
        companyId, PayRunID: BENCH_WEEK, WeekEnding: BENCH_WEEK, WeekEndingString: '03/07/2026', PayDate: '2026-03-13', PayDateString: '03/13/2026',
        PayPeriod: { startDate: '2026-03-01', endDate: BENCH_WEEK }, createdBy: 'bench', status: 'imported',
        DriverList: drivers.map((d) => ({ DriverID: d.DriverID, DisplayName: d.DisplayName })), VehicleList: [],
      })
      .go();

    const started = performance.now();
    const executionArn = await startWorkflow(PAY_RUN_CALCULATION, { companyId, PayRunID: BENCH_WEEK, calculationId: 'bench-1' }, 'bench-1');
    // Told when the execution ends rather than polling the run: a watcher reading the run's 45 KB item ten
    // times a second loaded the very table it timed and added half its interval on average.
    const execution = await cloud.executionEnded(executionArn);
    const payRunMs = performance.now() - started;
    // The execution ends after its last state marked the run processed.
    const { data: run } = await payRunEntity().get({ companyId, PayRunID: BENCH_WEEK }).go();
    if (execution !== 'SUCCEEDED' || run?.status !== 'processed') throw new Error(`bench pay run ended ${execution}, the run ${run?.status}`);
    if (run.driversDone !== DRIVERS) throw new Error(`bench pay run paid ${run.driversDone} of ${DRIVERS} drivers`);

    // Items the run stores: every trip payout, a pay document per driver, a summary per vehicle.
    const { data: sample } = await tripPayoutEntity().query.byDriver({ companyId, PayRunID: BENCH_WEEK }).go({ limit: 1 });
    const itemCount = DRIVERS * TRIPS_PER_DRIVER + DRIVERS + DRIVERS;
    const first = (sample as unknown[])[0] as Record<string, unknown>;
    const params = (await tripPayoutEntity().get({ companyId, PayRunID: BENCH_WEEK, DriverID: String(first.DriverID), TripNumber: String(first.TripNumber) }).params()) as { Key: Record<string, string> };
    // The stored item as DynamoDB holds it, index keys included: the baseline writes the same items, so
    // DynamoDB maintains the same two indexes for it as for the run's payouts.
    const client = new DynamoDBClient({});
    const stored = await client.send(new GetItemCommand({ TableName: process.env.TABLE_NAME!, Key: marshall(params.Key) }));
    const template = unmarshall(stored.Item!);
    const items = Array.from({ length: itemCount }, (_, i) => {
      const copy: Record<string, unknown> = { ...template };
      for (const [name, value] of Object.entries(template)) {
        if (/^(pk|gsi\d+pk)$/.test(name)) copy[name] = `baseline#${String(value)}`;
        if (/^(sk|gsi\d+sk)$/.test(name)) copy[name] = `${String(value)}#${i}`;
      }
      return copy;
    });
    const baselineMs = await batchWriteBaseline(client, process.env.TABLE_NAME!, items, BASELINE_CONCURRENCY);

    return [
      { name: `payrun-${DRIVERS}x${TRIPS_PER_DRIVER}-wall`, value: Math.round(payRunMs), unit: 'ms' },
      { name: `payrun-batchwrite-baseline-${itemCount}-items`, value: Math.round(baselineMs), unit: 'ms' },
      { name: 'payrun-ratio-to-batchwrite', value: Math.round((payRunMs / baselineMs) * 100) / 100, unit: 'x', budget: 1.25 },
    ];
  } finally {
    await cloud.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}
