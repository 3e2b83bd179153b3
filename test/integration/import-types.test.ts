import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { templateCsv } from '#shared/imports/template';
import { importsFlow } from '../support/imports-flow.ts';
import { startOwnCloud, type OwnCloud } from '../support/own-cloud.ts';

/**
 * Payroll statements, IVMR weeks, tractor expense rules, leg flat payouts and Trimble positions through
 * the imports API and the local Step Functions: each type's template sample imports, and what its
 * rollback (or refusal of one) leaves. A cloud of this file's own, so the tests can read the table.
 */
const COMPANY = 'red-mesa-freight';
const PAYROLL = 'payroll@redmesa.test';
const DISPATCH = 'dispatch@redmesa.test';
let own: OwnCloud;
let payroll: ReturnType<typeof importsFlow>;
let dispatch: ReturnType<typeof importsFlow>;

beforeAll(async () => {
  own = await startOwnCloud('import-types-test-');
  payroll = importsFlow(own, PAYROLL);
  dispatch = importsFlow(own, DISPATCH);
}, 120_000);

afterAll(async () => {
  await own?.stop();
});

async function exported(flow: ReturnType<typeof importsFlow>, importBatchId: string): Promise<string> {
  const link = await flow.call('GET', `/imports/${importBatchId}/export`);
  expect(link.status, JSON.stringify(link.body)).toBe(200);
  return (await fetch(link.body.url)).text();
}

describe('payroll statement imports', () => {
  it('refuses a start without PayRunID (400), with another company\'s run (404) and with a run that has a statement (409)', async () => {
    const fileKey = await payroll.upload('payroll', 'statement.csv', templateCsv('payroll'));
    const missing = await payroll.call('POST', '/imports', { importType: 'payroll', fileKey });
    expect(missing.status).toBe(400);
    expect(JSON.stringify(missing.body)).toContain('PayRunID');
    expect((await own.call('owner@blueridge.test', 'POST', '/payruns', { weekEnding: '2026-03-07' })).status).toBe(201);
    expect((await payroll.call('POST', '/imports', { importType: 'payroll', fileKey, PayRunID: '2026-03-07' })).status).toBe(404);
    // The demo pay run of the week ending 2026-01-03 has its statement.
    expect(await payroll.call('POST', '/imports', { importType: 'payroll', fileKey, PayRunID: '2026-01-03' })).toEqual({ status: 409, body: { message: 'This pay run already has a statement; remove its statement data first.' } });
  });

  it('seeds the demo statement as a payroll import with its ledger: exported, and nothing changed since that a rollback would drop', async () => {
    const demo = await payroll.call('GET', '/imports/demo-statement-2026-01-03');
    expect(demo.body).toMatchObject({ status: 'completed', importType: 'payroll', canRollBack: true, canExport: true, progress: { done: 1, total: 1 } });
    expect((await payroll.call('GET', '/imports/demo-statement-2026-01-03/rollback-check')).body).toEqual({ changedSinceImport: 0, changedExamples: [], laterImports: [] });
    const csv = await exported(payroll, 'demo-statement-2026-01-03');
    expect(csv.trim().split(/\r?\n/)).toHaveLength(1 + demo.body.tripCount + demo.body.fuelCount);
  });

  it('imports the template statement into a pay run, exports it in the statement\'s columns, and its rollback leaves the run without a statement and no logs', async () => {
    const RUN = '2026-02-14';
    expect((await payroll.call('POST', '/payruns', { weekEnding: RUN })).status).toBe(201);
    const checked = await payroll.dryRun('payroll', 'statement.csv', templateCsv('payroll'), { PayRunID: RUN });
    expect(checked.status, JSON.stringify(checked.rowErrors)).toBe('ready');
    expect(checked.stats).toMatchObject({ createCount: 3, updateCount: 1, skippedCount: 1, errorCount: 0 });
    expect(checked.preview.find((p: { label: string }) => p.label === `Pay run ${RUN}`)).toMatchObject({ action: 'update', fields: [{ column: 'Status', before: 'draft', after: 'imported' }, { column: 'Drivers', before: '0', after: '1' }, { column: 'Vehicles', before: '0', after: '1' }] });
    const done = await payroll.confirm(checked.importBatchId);
    expect(done).toMatchObject({ status: 'completed', canRollBack: true, canExport: true, PayRunID: RUN });
    expect((await payroll.call('GET', `/payruns/${RUN}`)).body).toMatchObject({ status: 'imported', importBatchId: checked.importBatchId, VehicleList: ['410200'] });

    const csv = await exported(payroll, checked.importBatchId);
    expect(csv.split(/\r?\n/)[0]).toMatch(/^RecordType,VehicleID,TripNumber,TripStartDate,RunType,DriverNo1,/);
    expect(csv).toContain('TRIP,410200,7730101,2025-12-28,LINEHAUL,1004500,Jake Thornton');
    expect(csv).toContain('FUEL,410200,');

    const rolled = await payroll.rollback(checked.importBatchId);
    expect(rolled).toMatchObject({ status: 'rolled-back', rolledBackBy: expect.any(String) });
    expect((await payroll.call('GET', `/payruns/${RUN}`)).body).toMatchObject({ status: 'draft', DriverList: [], VehicleList: [] });
    const { tripLogEntity } = await import('#lambdas/data/entities/trip-log');
    const { fuelLogEntity } = await import('#lambdas/data/entities/fuel-log');
    expect((await tripLogEntity().query.byFirstDriver({ companyId: COMPANY, PayRunID: RUN }).go()).data).toEqual([]);
    expect((await fuelLogEntity().query.byVehicle({ companyId: COMPANY, PayRunID: RUN }).go()).data).toEqual([]);
    expect((await payroll.call('POST', `/imports/${checked.importBatchId}/rollback`, { acceptWarnings: true })).status).toBe(409);
  });
  it('imports a statement through Payroll Tools\' own route with the history every import has, and the Imports page rolls it back', async () => {
    const RUN = '2026-02-21';
    expect((await payroll.call('POST', '/payruns', { weekEnding: RUN })).status).toBe(201);
    const { readFileSync } = await import('node:fs');
    const { FIXTURE_STATEMENT } = await import('../support/payroll-flow.ts');
    const bytes = readFileSync(FIXTURE_STATEMENT);
    const ticket = await payroll.call('POST', '/statement-uploads', { fileName: 'week.csv', size: bytes.length });
    expect((await fetch(ticket.body.uploadUrl, { method: 'PUT', headers: { 'content-type': ticket.body.contentType }, body: bytes })).status).toBe(200);
    const started = await payroll.call('POST', `/payruns/${RUN}/statement-imports`, { fileKey: ticket.body.fileKey, fileName: 'week.csv' });
    expect(started.status, JSON.stringify(started.body)).toBe(202);
    expect(started.body.status).toBe('importing');
    const { waitFor } = await import('../support/poll.ts');
    const done = await waitFor(() => payroll.call('GET', `/imports/${started.body.importBatchId}`), (a) => a.body.status !== 'importing');
    expect(done.body).toMatchObject({ status: 'completed', importType: 'payroll', PayRunID: RUN, canRollBack: true, progress: { done: 1, total: 1 }, stats: { updateCount: 1, errorCount: 0 } });
    expect(done.body.stats.createCount).toBe(done.body.tripCount + done.body.fuelCount);
    expect((await payroll.call('GET', `/payruns/${RUN}`)).body).toMatchObject({ status: 'imported', importBatchId: started.body.importBatchId });
    expect((await payroll.call('GET', `/imports/${started.body.importBatchId}/rollback-check`)).body).toMatchObject({ changedSinceImport: 0 });

    expect(await payroll.rollback(started.body.importBatchId)).toMatchObject({ status: 'rolled-back' });
    expect((await payroll.call('GET', `/payruns/${RUN}`)).body).toMatchObject({ status: 'draft', DriverList: [], VehicleList: [] });
    const { tripLogEntity } = await import('#lambdas/data/entities/trip-log');
    expect((await tripLogEntity().query.byFirstDriver({ companyId: COMPANY, PayRunID: RUN }).go()).data).toEqual([]);
  });
});

describe('IVMR imports', () => {
  it('imports the template weeks unapproved, exports the days, refuses an import over an approved week and the rollback of a week approved since', async () => {
    const { done, checked } = await dispatch.imported('ivmr', 'ivmr.csv', templateCsv('ivmr'));
    expect(done).toMatchObject({ status: 'completed', stats: { totalRows: 4, createCount: 2 } });
    const { ivmrApprovalEntity } = await import('#lambdas/data/entities/ivmr-approval');
    const { data: weeks } = await ivmrApprovalEntity().query.byWeek({ companyId: COMPANY, WeekEnding: '2025-03-22' }).go();
    expect(weeks.map((w) => [w.VehicleID, w.Approved, w.OdoStart, w.OdoStop, w.ivmrRows!.length, w.importBatchId])).toEqual([
      ['410200', false, 412100, 412902, 3, checked.importBatchId],
      ['410201', false, 301000, 301455.5, 1, checked.importBatchId],
    ]);
    expect(weeks[0]!.drivenBy).toEqual(['1004500', '1004501']);
    const csv = await exported(dispatch, checked.importBatchId);
    expect(csv.split(/\r?\n/).slice(0, 2)).toEqual(['WeekEnding,VehicleID,Date,State,OdoStart,OdoStop,Miles,Domicile,DrivenBy', expect.stringMatching(/^2025-03-22,410200,2025-03-17,AZ,412100,412388,288,/)]);

    await ivmrApprovalEntity().patch({ companyId: COMPANY, WeekEnding: '2025-03-22', VehicleID: '410200' }).set({ Approved: true, reportId: 'ivmr-report-1' }).go();
    const refused = await dispatch.dryRun('ivmr', 'again.csv', templateCsv('ivmr'));
    expect(refused.status).toBe('failed');
    expect(refused.rowErrors.map((e: { row: number; column: string }) => [e.row, e.column])).toEqual([[2, 'WeekEnding'], [3, 'WeekEnding'], [4, 'WeekEnding']]);
    expect(refused.rowErrors[0].reason).toContain('approved; un-approve it before importing over it');

    const rollback = await dispatch.call('POST', `/imports/${checked.importBatchId}/rollback`, { acceptWarnings: true });
    expect(rollback.status).toBe(409);
    expect(rollback.body.message).toContain('approved since (tractor 410200 week ending 2025-03-22)');
    expect((await dispatch.call('GET', `/imports/${checked.importBatchId}/rollback-check`)).body.refused).toContain('un-approve it before rolling back');

    await ivmrApprovalEntity().patch({ companyId: COMPANY, WeekEnding: '2025-03-22', VehicleID: '410200' }).set({ Approved: false }).go();
    expect(await dispatch.rollback(checked.importBatchId, true)).toMatchObject({ status: 'rolled-back' });
    expect((await ivmrApprovalEntity().query.byWeek({ companyId: COMPANY, WeekEnding: '2025-03-22' }).go()).data).toEqual([]);
  });
});

describe('tractor expense rules, leg flat payouts and Trimble positions', () => {
  it('imports the expense rules template (a tractor\'s rule and one for every tractor) and refuses its rollback and export by the spec\'s texts', async () => {
    const { checked } = await payroll.imported('tractor-expense-rules', 'rules.csv', templateCsv('tractor-expense-rules'));
    const { tractorExpenseRuleEntity } = await import('#lambdas/data/entities/tractor-expense-rule');
    const { data: rules } = await tractorExpenseRuleEntity().query.byVehicle({ companyId: COMPANY }).go();
    expect(rules.map((r) => [r.VehicleID, r.expenseName, r.amount, r.basis])).toEqual([
      ['*', 'Insurance', 412.5, 'week'],
      ['410200', 'Truck payment', 2150, 'month'],
      ['410201', 'Tires reserve', 0.02, 'mile'],
    ]);
    expect(await payroll.call('POST', `/imports/${checked.importBatchId}/rollback`, {})).toMatchObject({ status: 400, body: { message: 'Rollback not supported for import type tractor-expense-rules' } });
    expect(await payroll.call('GET', `/imports/${checked.importBatchId}/export`)).toMatchObject({ status: 400, body: { message: 'Export not supported for import type tractor-expense-rules' } });
  });

  it('adds the template\'s legs to the leg payout table, and a second file changes what a known leg pays', async () => {
    const { loadPayTables } = await import('#lambdas/payroll/inputs/company-pay-profile');
    const { readCompanyContext, legKey } = await import('#shared/payroll/company-context');
    const { toNumber } = await import('#shared/money/decimal');
    const legPays = async (org: string, dest: string) => {
      const legs = readCompanyContext({ LegPayoutTable: (await loadPayTables(COMPANY)).LegPayoutTable } as never).legPayouts;
      const leg = legs.get(legKey(org, dest));
      return leg?.payout ? toNumber(leg.payout) : undefined;
    };
    const rowsBefore = (await loadPayTables(COMPANY)).LegPayoutTable.length;
    await payroll.imported('flat-rate-payments', 'legs.csv', templateCsv('flat-rate-payments'));
    expect((await loadPayTables(COMPANY)).LegPayoutTable).toHaveLength(rowsBefore + 3);
    expect(await legPays('PHX', 'ELP')).toBe(385);

    const { checked } = await payroll.imported('flat-rate-payments', 'raise.csv', 'LegOrg,LegDest,Payout\r\nphx,ELP,400.00\r\n');
    expect(checked.preview).toEqual([{ row: 2, action: 'update', label: 'Leg phx → ELP', fields: [{ column: 'Payout', before: '385', after: '400' }] }]);
    expect(await legPays('PHX', 'ELP')).toBe(400);
    expect((await loadPayTables(COMPANY)).LegPayoutTable).toHaveLength(rowsBefore + 3);
  });

  it('stores the Trimble template\'s positions through the feed (the tractor\'s day mileage follows) and a second import of the same file stores nothing twice', async () => {
    const { positionEntity } = await import('#lambdas/data/entities/position');
    const day = { companyId: COMPANY, VehicleID: '410200', day: '2025-03-17' };
    const before = (await positionEntity().query.byTractorDay(day).go()).data.length;
    const { done } = await dispatch.imported('trimble', 'trimble.csv', templateCsv('trimble'));
    expect(done).toMatchObject({ status: 'completed', stats: { totalRows: 3, createCount: 3 }, canRollBack: false });
    const positions = (await positionEntity().query.byTractorDay(day).go()).data;
    expect(positions.length - before).toBe(3);
    expect(positions.map((p) => p.odometer).filter((o) => o !== undefined && o >= 412100 && o <= 412488)).toEqual(expect.arrayContaining([412100, 412216, 412488]));
    const { tractorDayMileageEntity } = await import('#lambdas/data/entities/tractor-day-mileage');
    const mileage = async () => (await tractorDayMileageEntity().query.byTractor({ companyId: COMPANY, VehicleID: '410200' }).begins({ date: '2025-03-17' }).go()).data.map((d) => [d.state, d.miles]);
    expect(await mileage()).toEqual([['AZ', 388]]);
    const again = await dispatch.imported('trimble', 'trimble-again.csv', templateCsv('trimble'));
    expect(again.checked.stats).toMatchObject({ createCount: 0, unchangedCount: 3 });
    expect(await mileage()).toEqual([['AZ', 388]]);
    expect((await positionEntity().query.byTractorDay(day).go()).data).toHaveLength(positions.length);
  });
});
