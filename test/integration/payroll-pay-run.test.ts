import { beforeAll, describe, expect, it } from 'vitest';
import { computePayWeek } from '#shared/payroll/pay-week';
import type { PayDocView } from '#shared/payroll-api/pay-docs';
import { api, BLUE_RIDGE, RED_MESA } from '../support/tokens.ts';
import { BAD_STATEMENT, FIXTURE_STATEMENT, calculate, createRun, importStatement, uploadStatement } from '../support/payroll-flow.ts';

const RUN = '2026-01-10';
const PAYROLL = RED_MESA.payroll;

async function allPayDocs(run: string): Promise<PayDocView[]> {
  const list = await api('GET', `/payruns/${run}/paydocs`, { as: PAYROLL });
  const ids: string[] = list.body.payDocs.map((d: { DriverID: string }) => d.DriverID).sort();
  return Promise.all(ids.map(async (id) => (await api('GET', `/payruns/${run}/paydocs/${id}`, { as: PAYROLL })).body as PayDocView));
}

const withoutTimes = (docs: PayDocView[]) => docs.map(({ calculatedAt: _c, ...rest }) => rest);

describe('a pay run from statement to pay documents', () => {
  let firstDocs: PayDocView[];

  beforeAll(async () => {
    await createRun(PAYROLL, RUN);
    const imported = await importStatement(PAYROLL, RUN, await uploadStatement(PAYROLL, FIXTURE_STATEMENT));
    expect(imported.body).toMatchObject({ status: 'completed', tripCount: 95, fuelCount: 38, droppedPoolRows: 1 });
    const run = await calculate(PAYROLL, RUN);
    expect(run.body.status).toBe('processed');
    firstDocs = await allPayDocs(RUN);
  }, 180_000);

  it('pays every known driver of the statement and flags the trip of the unknown one', async () => {
    const run = await api('GET', `/payruns/${RUN}`, { as: PAYROLL });
    expect(run.body).toMatchObject({ isProcessed: true, progress: { driversDone: 19, driversTotal: 19, driversFailed: 0 }, processingErrors: [] });
    expect(run.body.DriverList.map((d: { DriverID: string }) => d.DriverID)).not.toContain('0000000');
    expect(firstDocs).toHaveLength(19);
    expect(run.body.VehicleList).toHaveLength(15);
  });

  it('stores pay documents equal to the pay engine run on the same inputs', async () => {
    const scenario = await api('GET', `/payruns/${RUN}/scenario`, { as: PAYROLL });
    expect(scenario.body.tripLogs).toHaveLength(95);
    const engine = computePayWeek(scenario.body);
    expect(engine.unmatchedTrips).toEqual(['7730991']);
    expect(engine.payDocs.map((d) => String(d.DriverID))).toEqual(firstDocs.map((d) => d.DriverID));
    for (const expected of engine.payDocs) {
      const stored = firstDocs.find((d) => d.DriverID === String(expected.DriverID))!;
      expect(stored.totalCompensation).toBe(expected.totalCompensation);
      expect(stored.mileagePayout).toBe(expected.mileagePayout);
      expect(stored.dropAndHookPayout).toBe(expected.dropAndHookPayout);
      expect(stored.totalMiles).toBe(expected.totalMiles);
      expect(stored.compModel).toEqual(expected.compModel);
      expect(stored.bonusOutcomes).toEqual(expected.bonusOutcomes);
      expect(stored.TripPayoutRecords.map(({ DriverID: _d, manual: _m, version: _v, ...r }) => r)).toEqual(
        expected.TripPayoutRecords.map((r) => ({ ...r, TripNumber: String(r.TripNumber), PayRate: r.PayRate })),
      );
    }
  });

  it('explains every trip payout line', () => {
    const lines = firstDocs.flatMap((d) => d.TripPayoutRecords);
    expect(lines.length).toBeGreaterThan(90);
    for (const line of lines) expect(line.explanation.length).toBeGreaterThan(10);
    expect(new Set(lines.map((l) => l.payoutRule))).toEqual(expect.objectContaining({ size: expect.any(Number) }));
  });

  it('changes nothing when the run is calculated a second time', async () => {
    const again = await calculate(PAYROLL, RUN);
    expect(again.body.status).toBe('processed');
    expect(withoutTimes(await allPayDocs(RUN))).toEqual(withoutTimes(firstDocs));
  }, 120_000);

  it('lets a driver read his own pay document', async () => {
    const own = await api('GET', `/payruns/${RUN}/paydocs/1004500`, { as: RED_MESA.driver });
    expect(own.status).toBe(200);
    expect(own.body.DriverID).toBe('1004500');
  });

  it("returns 403 when a driver asks for another driver's pay document", async () => {
    const other = await api('GET', `/payruns/${RUN}/paydocs/1004501`, { as: RED_MESA.driver });
    expect(other.status).toBe(403);
  });

  it("returns 404 when another company asks for this company's pay document", async () => {
    expect((await api('GET', `/payruns/${RUN}/paydocs/1004500`, { as: BLUE_RIDGE.owner })).status).toBe(404);
    expect((await api('GET', `/payruns/${RUN}/paydocs/1004500`, { as: BLUE_RIDGE.driver })).status).toBe(403);
  });
});

describe('a malformed statement', () => {
  const BAD_RUN = '2026-01-17';

  it('is rejected with row errors and writes nothing', async () => {
    await createRun(PAYROLL, BAD_RUN);
    const result = await importStatement(PAYROLL, BAD_RUN, await uploadStatement(PAYROLL, BAD_STATEMENT));
    expect(result.body.status).toBe('failed');
    expect(result.body.rowErrors).toEqual(
      expect.arrayContaining([
        { row: 3, column: 'TripStartDate', reason: expect.stringContaining('not a date') },
        { row: 3, column: 'MilesQTY', reason: expect.stringContaining('not a number') },
        { row: 4, column: 'TripNumber', reason: 'trip 8800001 already appears on row 2' },
        { row: 5, column: 'RunType', reason: '"DEADHEAD" is not LINEHAUL or SPOT' },
        { row: 6, column: 'TicketNumber', reason: 'required on FUEL rows' },
      ]),
    );
    const run = await api('GET', `/payruns/${BAD_RUN}`, { as: PAYROLL });
    expect(run.body).toMatchObject({ status: 'draft', DriverList: [], VehicleList: [] });
    const scenario = await api('GET', `/payruns/${BAD_RUN}/scenario`, { as: PAYROLL });
    expect(scenario.body.tripLogs).toEqual([]);
  }, 120_000);

  it('refuses an upload that is not CSV or XLSX, naming the field', async () => {
    const answer = await api('POST', '/statement-uploads', { as: PAYROLL, body: { fileName: 'week.pdf' } });
    expect(answer.status).toBe(400);
    expect(answer.body.fields.fileName).toMatch(/csv or \.xlsx/);
  });

  it("refuses to import another company's upload key", async () => {
    const answer = await api('POST', `/payruns/${BAD_RUN}/statement-imports`, { as: PAYROLL, body: { fileKey: 'tmp/imports/blue-ridge-carriers/statements/x/week.csv' } });
    expect(answer.status).toBe(400);
    expect(answer.body.fields.fileKey).toBeDefined();
  });
});
