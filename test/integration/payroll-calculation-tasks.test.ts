import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalCloud, type LocalCloud } from '#lib/local/cloud';
import { BENCH_COMPANY as companyId, BENCH_WEEK as PayRunID, benchDrivers, benchTrips } from '../bench/support/payrun-fleet.ts';

/**
 * The calculation's tasks on a cloud of this file's own (it calls the task handlers directly, as a
 * Step Functions retry would): 30 drivers in two chunks, one of them with a lookup the engine refuses.
 */
const DRIVERS = 30;
const TRIPS = 4;
const BROKEN_DRIVER = String(3000000 + 7);

let cloud: LocalCloud;
let dataDir: string;

type Handler = (event: unknown) => Promise<unknown>;
const task = async (name: string): Promise<Handler> => ((await import(`#lambdas/workflows/pay-run/${name}`)) as { handler: Handler }).handler;

async function readRun() {
  const { payRunEntity } = await import('#lambdas/data/entities/pay-run');
  return (await payRunEntity().get({ companyId, PayRunID }).go()).data!;
}

async function payDocs() {
  const { payDocEntity } = await import('#lambdas/data/entities/pay-doc');
  const { data } = await payDocEntity().query.byRun({ companyId, PayRunID }).go({ pages: 'all' });
  return data.map(({ calculatedAt: _at, calculationId: _id, ...doc }) => doc);
}

async function calculate(calculationId: string) {
  const { startWorkflow } = await import('#lambdas/workflows/start-workflow');
  const { PAY_RUN_CALCULATION } = await import('#lambdas/workflows/pay-run/definition');
  await startWorkflow(PAY_RUN_CALCULATION, { companyId, PayRunID, calculationId }, calculationId);
  for (let waited = 0; waited < 60_000; waited += 100) {
    const run = await readRun();
    if (run.calculationId === calculationId && (run.status === 'processed' || run.status === 'failed')) return run;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`calculation ${calculationId} did not finish`);
}

const chunkInput = (calculationId: string, chunk: number) => ({
  companyId, PayRunID, calculationId, chunk,
  DriverIDs: benchDrivers(DRIVERS).map((d) => d.DriverID).slice(chunk * 25, chunk * 25 + 25),
});

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'payroll-tasks-test-'));
  cloud = await startLocalCloud({ port: 0, dataDir, inMemory: true, seed: false, schedule: false, webDist: join(dataDir, 'no-web') });
  // Imported after the cloud set process.env, as a handler module would be.
  const { payTableRowEntity, positionKey } = await import('#lambdas/data/entities/pay-table-row');
  const { driverEntity } = await import('#lambdas/data/entities/driver');
  const { payRunEntity } = await import('#lambdas/data/entities/pay-run');
  const { writeStatementRows } = await import('#lambdas/imports/statement-rows');
  const { DEMO_PAY_TABLES } = await import('#lib/local/seed/demo-pay-rules');
  await payTableRowEntity().put(Object.entries(DEMO_PAY_TABLES).flatMap(([table, rows]) => rows.map((row, i) => ({ companyId, table, position: positionKey(i), ...row })))).go();
  const drivers = benchDrivers(DRIVERS).map((d) => (d.DriverID === BROKEN_DRIVER ? { ...d, HireDate: 'sometime in spring' } : d));
  await driverEntity().put(drivers).go();
  await writeStatementRows(companyId, PayRunID, 'tasks-batch', benchTrips(DRIVERS, TRIPS), []);
  await payRunEntity()
    .put({
      companyId, PayRunID, WeekEnding: PayRunID, WeekEndingString: '03/07/2026', PayDate: '2026-03-13', PayDateString: '03/13/2026',
      PayPeriod: { startDate: '2026-03-01', endDate: PayRunID }, createdBy: 'test', status: 'imported',
      DriverList: drivers.map((d) => ({ DriverID: d.DriverID, DisplayName: d.DisplayName })), VehicleList: [],
    })
    .go();
}, 120_000);

afterAll(async () => {
  await cloud?.stop();
  await rm(dataDir, { recursive: true, force: true });
});

describe('pay-run calculation tasks', () => {
  let firstDocs: Awaited<ReturnType<typeof payDocs>>;

  it('records a driver whose pay fails and pays every other driver of his chunk', async () => {
    const run = await calculate('calc-1');
    expect(run).toMatchObject({ status: 'processed', driversTotal: DRIVERS, driversDone: DRIVERS - 1, driversFailed: 1 });
    expect(run.processingErrors).toEqual([{ DriverID: BROKEN_DRIVER, message: expect.stringContaining('HireDate') }]);
    firstDocs = await payDocs();
    expect(firstDocs.map((d) => d.DriverID)).toHaveLength(DRIVERS - 1);
    expect(firstDocs.map((d) => d.DriverID)).not.toContain(BROKEN_DRIVER);
    expect(firstDocs.every((d) => d.phase === 2 && d.tripCount === TRIPS)).toBe(true);
  });

  it('counts a retried chunk once', async () => {
    const payDrivers = await task('pay-drivers');
    expect(await payDrivers(chunkInput('calc-1', 0))).toMatchObject({ chunk: 0, alreadyDone: true });
    expect(await readRun()).toMatchObject({ driversDone: DRIVERS - 1, driversFailed: 1 });
  });

  it('counts a retried chunk whose part was written but whose progress was lost', async () => {
    const { payRunEntity } = await import('#lambdas/data/entities/pay-run');
    await payRunEntity().update({ companyId, PayRunID }).subtract({ driversDone: DRIVERS - 25 }).delete({ chunksCounted: [1] }).go();
    expect(await readRun()).toMatchObject({ driversDone: 24 });
    const payDrivers = await task('pay-drivers');
    expect(await payDrivers(chunkInput('calc-1', 1))).toMatchObject({ chunk: 1, alreadyDone: true });
    expect(await readRun()).toMatchObject({ driversDone: DRIVERS - 1, driversFailed: 1 });
  });

  it('does not count a failure record for a chunk already counted', async () => {
    const recordFailure = await task('record-driver-failure');
    await recordFailure({ ...chunkInput('calc-1', 1), error: { Error: 'Lambda.ServiceException', Cause: 'lost answer' } });
    const run = await readRun();
    expect(run).toMatchObject({ driversDone: DRIVERS - 1, driversFailed: 1 });
    expect(run.processingErrors).toHaveLength(1);
  });

  it('writes the same documents again, without counting, when a chunk is retried after its part was lost', async () => {
    const { calculationPartEntity } = await import('#lambdas/data/entities/calculation-part');
    await calculationPartEntity().delete({ companyId, PayRunID, calculationId: 'calc-1', chunk: 0 }).go();
    const payDrivers = await task('pay-drivers');
    expect(await payDrivers(chunkInput('calc-1', 0))).toMatchObject({ chunk: 0, paid: 24, failed: 1 });
    expect(await readRun()).toMatchObject({ driversDone: DRIVERS - 1, driversFailed: 1 });
    expect(await payDocs()).toEqual(firstDocs);
  });

  it('gives identical documents and progress when the run is calculated again', async () => {
    const run = await calculate('calc-2');
    expect(run).toMatchObject({ status: 'processed', driversDone: DRIVERS - 1, driversFailed: 1 });
    expect(await payDocs()).toEqual(firstDocs);
  });
});
