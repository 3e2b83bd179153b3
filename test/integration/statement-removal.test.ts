import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { benchTrips } from '../bench/support/payrun-fleet.ts';
import { startOwnCloud, type OwnCloud } from '../support/own-cloud.ts';
import { FIXTURE_STATEMENT } from '../support/payroll-flow.ts';
import { waitFor } from '../support/poll.ts';

/**
 * DELETE /payruns/{id}/statement through the API and the local Step Functions. A cloud of this file's
 * own, so the tests can also put a run in a state directly and run the chunk task on a large statement.
 */
const PAYROLL = 'payroll@redmesa.test';
const COMPANY = 'red-mesa-freight';
let own: OwnCloud;
const call = (method: string, path: string, body?: unknown) => own.call(PAYROLL, method, path, body);

async function importFixture(run: string): Promise<string> {
  const bytes = readFileSync(FIXTURE_STATEMENT);
  const ticket = await call('POST', '/statement-uploads', { fileName: 'week.csv', size: bytes.length });
  expect((await fetch(ticket.body.uploadUrl, { method: 'PUT', headers: { 'content-type': ticket.body.contentType }, body: bytes })).status).toBe(200);
  const started = await call('POST', `/payruns/${run}/statement-imports`, { fileKey: ticket.body.fileKey });
  expect(started.status, JSON.stringify(started.body)).toBe(202);
  const done = await waitFor(() => call('GET', `/imports/${started.body.importBatchId}`), (a) => a.body.status !== 'importing');
  expect(done.body.status).toBe('completed');
  return started.body.importBatchId as string;
}

beforeAll(async () => {
  own = await startOwnCloud('statement-removal-test-');
}, 120_000);

afterAll(async () => {
  await own?.stop();
});

describe('removing a statement', () => {
  it('answers 202 with where to poll, and the workflow leaves a draft run without rows, results or import', async () => {
    const RUN = '2026-01-17';
    expect((await call('POST', '/payruns', { weekEnding: RUN })).status).toBe(201);
    const importBatchId = await importFixture(RUN);
    expect((await call('POST', `/payruns/${RUN}/calculations`, {})).status).toBe(202);
    await waitFor(() => call('GET', `/payruns/${RUN}`), (a) => a.body.status === 'processed');
    expect((await call('GET', `/payruns/${RUN}/paydocs`)).body.payDocs.length).toBeGreaterThan(0);

    const removal = await call('DELETE', `/payruns/${RUN}/statement`);
    expect(removal).toEqual({ status: 202, body: { PayRunID: RUN, status: 'removing', poll: `/payruns/${RUN}` } });
    const run = await waitFor(() => call('GET', removal.body.poll), (a) => a.body.status !== 'removing');
    expect(run.body).toMatchObject({ status: 'draft', isProcessed: false, DriverList: [], VehicleList: [], processingErrors: [] });
    expect((await call('GET', `/payruns/${RUN}/paydocs`)).body.payDocs).toEqual([]);
    const { tripLogEntity } = await import('#lambdas/data/entities/trip-log');
    const { tripPayoutEntity } = await import('#lambdas/data/entities/trip-payout');
    expect((await tripLogEntity().query.byFirstDriver({ companyId: COMPANY, PayRunID: RUN }).go()).data).toEqual([]);
    expect((await tripPayoutEntity().query.byDriver({ companyId: COMPANY, PayRunID: RUN }).go()).data).toEqual([]);
    expect((await call('GET', `/imports/${importBatchId}`)).body).toMatchObject({ status: 'rolled-back' });

    await importFixture(RUN);
  });

  it('makes every other change to the run wait (409) while it runs', async () => {
    const RUN = '2026-01-24';
    expect((await call('POST', '/payruns', { weekEnding: RUN })).status).toBe(201);
    const { payRunEntity } = await import('#lambdas/data/entities/pay-run');
    await payRunEntity().patch({ companyId: COMPANY, PayRunID: RUN }).set({ status: 'removing', DriverList: [{ DriverID: '9999999', DisplayName: 'Nobody' }] }).go();
    const ticket = await call('POST', '/statement-uploads', { fileName: 'week.csv', size: 100 });

    const refusals = await Promise.all([
      call('POST', `/payruns/${RUN}/calculations`, {}),
      call('POST', `/payruns/${RUN}/statement-imports`, { fileKey: ticket.body.fileKey }),
      call('DELETE', `/payruns/${RUN}/statement`),
    ]);
    expect(refusals).toEqual(refusals.map(() => ({ status: 409, body: { message: 'The pay run is removing; wait until it finishes.' } })));
  });

  it('deletes a statement larger than one chunk a chunk at a time, the workflow asking for chunks until none is left', async () => {
    const RUN = '2026-01-31';
    expect((await call('POST', '/payruns', { weekEnding: RUN })).status).toBe(201);
    const { payRunEntity } = await import('#lambdas/data/entities/pay-run');
    const { writeStatementRows } = await import('#lambdas/imports/statement-rows');
    const { handler } = await import('#lambdas/workflows/statement-removal/remove-chunk');
    const { tripLogEntity } = await import('#lambdas/data/entities/trip-log');
    const tripsLeft = async () => (await tripLogEntity().query.byFirstDriver({ companyId: COMPANY, PayRunID: RUN }).go({ pages: 'all', attributes: ['TripNumber'] })).data.length;
    const trips = benchTrips(110, 20);
    expect(trips).toHaveLength(2_200);
    await writeStatementRows(COMPANY, RUN, 'big-batch', trips, []);
    await payRunEntity().patch({ companyId: COMPANY, PayRunID: RUN }).set({ status: 'imported', DriverList: [{ DriverID: '3000000', DisplayName: 'Bench' }] }).go();

    const first = await handler({ companyId: COMPANY, PayRunID: RUN, removedBy: 'test', removedByUid: 'test' });
    expect(first).toMatchObject({ removed: 1_000, more: true });
    expect(await tripsLeft()).toBe(1_200);

    expect((await call('DELETE', `/payruns/${RUN}/statement`)).status).toBe(202);
    await waitFor(() => call('GET', `/payruns/${RUN}`), (a) => a.body.status !== 'removing');
    expect(await tripsLeft()).toBe(0);
    expect((await call('GET', `/payruns/${RUN}`)).body).toMatchObject({ status: 'draft', DriverList: [] });
  });

  it('leaves a run whose removal broke failed, saying so, and removing again finishes the job', async () => {
    const RUN = '2026-02-07';
    expect((await call('POST', '/payruns', { weekEnding: RUN })).status).toBe(201);
    await importFixture(RUN);
    const { handler: fail } = await import('#lambdas/workflows/statement-removal/fail');
    await fail({ companyId: COMPANY, PayRunID: RUN, removedBy: 'test', removedByUid: 'test', error: { Error: 'Error', Cause: JSON.stringify({ errorMessage: 'Throttled' }) } });
    expect((await call('GET', `/payruns/${RUN}`)).body).toMatchObject({
      status: 'failed',
      processingErrors: [{ message: 'Removing the statement failed (Throttled); remove it again.' }],
    });

    expect((await call('DELETE', `/payruns/${RUN}/statement`)).status).toBe(202);
    const run = await waitFor(() => call('GET', `/payruns/${RUN}`), (a) => a.body.status !== 'removing');
    expect(run.body).toMatchObject({ status: 'draft', DriverList: [], processingErrors: [] });
  });
});
