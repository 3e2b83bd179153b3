import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOwnCloud, type OwnCloud } from '../support/own-cloud.ts';
import { waitFor } from '../support/poll.ts';

/**
 * A workflow that does not start must not leave its run marked busy. This file runs a cloud of its own,
 * in this process, so it can point a state machine name at an ARN the local Step Functions endpoint does
 * not know: StartExecution then really fails (StateMachineDoesNotExist), as it would in AWS.
 */
const PAYROLL = 'payroll@redmesa.test';
let own: OwnCloud;
let grantedArns: string;
const call = (method: string, path: string, body?: unknown) => own.call(PAYROLL, method, path, body);

/** The local Step Functions endpoint refuses every start of `name` until `restore` is called. */
function breakStateMachine(name: string): void {
  const arns = JSON.parse(grantedArns) as Record<string, string>;
  if (!arns[name]) throw new Error(`No state machine ${name}`);
  process.env.STATE_MACHINE_ARNS = JSON.stringify({ ...arns, [name]: `${arns[name]}-deleted` });
}
const restore = () => void (process.env.STATE_MACHINE_ARNS = grantedArns);

async function readRun(PayRunID: string) {
  const { payRunEntity } = await import('#lambdas/data/entities/pay-run');
  return (await payRunEntity().get({ companyId: 'red-mesa-freight', PayRunID }).go()).data!;
}

beforeAll(async () => {
  own = await startOwnCloud('workflow-start-test-');
  grantedArns = process.env.STATE_MACHINE_ARNS!;
}, 120_000);

afterAll(async () => {
  restore();
  await own?.stop();
});

describe('a workflow that fails to start', () => {
  it('puts a calculated run back as it was, answers 503, and the calculation can be started again', async () => {
    const RUN = '2026-03-07';
    expect((await call('POST', '/payruns', { weekEnding: RUN })).status).toBe(201);
    const { payRunEntity } = await import('#lambdas/data/entities/pay-run');
    const before = await readRun(RUN);
    await payRunEntity().patch({ companyId: before.companyId, PayRunID: RUN }).set({ status: 'imported', DriverList: [{ DriverID: '9999999', DisplayName: 'Nobody' }], driversDone: 3 }).go();

    breakStateMachine('pay-run-calculation');
    const refused = await call('POST', `/payruns/${RUN}/calculations`, {});
    expect(refused).toEqual({ status: 503, body: { message: 'Could not start the calculation. Try again.' } });
    const after = await readRun(RUN);
    expect(after).toMatchObject({ status: 'imported', driversDone: 3 });
    expect(after.calculationId).toBeUndefined();

    restore();
    const started = await call('POST', `/payruns/${RUN}/calculations`, {});
    expect(started.status, JSON.stringify(started.body)).toBe(202);
    await waitFor(() => readRun(RUN), (run) => run.status !== 'calculating' && run.calculationId === started.body.calculationId);
  });

  it('puts an importing run back, fails its import entry, answers 503, and the import can be started again', async () => {
    const RUN = '2026-03-14';
    expect((await call('POST', '/payruns', { weekEnding: RUN })).status).toBe(201);
    const ticket = await call('POST', '/statement-uploads', { fileName: 'week.csv', size: 100 });
    expect(ticket.status).toBe(200);

    breakStateMachine('statement-import');
    const refused = await call('POST', `/payruns/${RUN}/statement-imports`, { fileKey: ticket.body.fileKey });
    expect(refused).toEqual({ status: 503, body: { message: 'Could not start the import. Try again.' } });
    expect((await readRun(RUN)).status).toBe('draft');
    const history = await call('GET', '/imports');
    expect(history.body.imports.find((i: { PayRunID: string }) => i.PayRunID === RUN)).toMatchObject({ status: 'failed' });

    restore();
    const started = await call('POST', `/payruns/${RUN}/statement-imports`, { fileKey: ticket.body.fileKey });
    expect(started.status, JSON.stringify(started.body)).toBe(202);
    // No file was uploaded, so the import fails at validation; what matters is that it ran and let the run go.
    await waitFor(() => call('GET', `/imports/${started.body.importBatchId}`), (a) => a.body.status !== 'importing');
    expect((await readRun(RUN)).status).toBe('draft');
  });

  it('puts a run whose statement removal does not start back as it was, answers 503, and the removal can be started again', async () => {
    const RUN = '2026-03-21';
    expect((await call('POST', '/payruns', { weekEnding: RUN })).status).toBe(201);
    const { payRunEntity } = await import('#lambdas/data/entities/pay-run');
    await payRunEntity().patch({ companyId: 'red-mesa-freight', PayRunID: RUN }).set({ status: 'imported', DriverList: [{ DriverID: '9999999', DisplayName: 'Nobody' }] }).go();

    breakStateMachine('statement-removal');
    const refused = await call('DELETE', `/payruns/${RUN}/statement`);
    expect(refused).toEqual({ status: 503, body: { message: 'Could not start the statement removal. Try again.' } });
    expect((await readRun(RUN)).status).toBe('imported');

    restore();
    expect((await call('DELETE', `/payruns/${RUN}/statement`)).status).toBe(202);
    await waitFor(() => readRun(RUN), (run) => run.status === 'draft');
  });
});
