import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { payRunEntity } from '#lambdas/data/entities/pay-run';
import { MAX_PROCESSING_ERROR_BYTES, MAX_RUN_DRIVERS, MAX_RUN_LIST_BYTES, MAX_RUN_VEHICLES, processingError, statementOverRunBounds } from '#lambdas/payroll/runs/run-bounds';

const DYNAMODB_ITEM_LIMIT_BYTES = 400 * 1024;

beforeEach(() => {
  vi.stubEnv('TABLE_NAME', 'fast-dashboard');
  vi.stubEnv('AWS_REGION', 'us-east-1');
});
afterEach(() => vi.unstubAllEnvs());

const id = (prefix: string, i: number, width: number) => `${prefix}${i}`.padEnd(width, 'X');
const vehicles = (count: number) => Array.from({ length: count }, (_, i) => id('V', i, 20));
/** The most drivers a run takes, with names as long as the list budget still accepts. */
function fullestDriverList() {
  const vehicleBytes = Buffer.byteLength(JSON.stringify(vehicles(MAX_RUN_VEHICLES)));
  const emptyName = Buffer.byteLength(JSON.stringify({ DriverID: id('D', 0, 20), DisplayName: '', secondDriver: true })) + 1;
  const perDriver = Math.floor((MAX_RUN_LIST_BYTES - vehicleBytes - 2) / MAX_RUN_DRIVERS) - emptyName;
  return Array.from({ length: MAX_RUN_DRIVERS }, (_, i) => ({ DriverID: id('D', i, 20), DisplayName: 'N'.repeat(perDriver), secondDriver: true as const }));
}

describe('pay run bounds', () => {
  it('keep the fullest pay run a statement can make under the DynamoDB item limit, with room to spare', () => {
    const DriverList = fullestDriverList();
    const VehicleList = vehicles(MAX_RUN_VEHICLES);
    expect(statementOverRunBounds(DriverList, VehicleList)).toBeUndefined();
    expect(Buffer.byteLength(JSON.stringify(DriverList)) + Buffer.byteLength(JSON.stringify(VehicleList))).toBeGreaterThan(MAX_RUN_LIST_BYTES * 0.95);
    const item = payRunEntity()
      .put({
        companyId: 'red-mesa-freight', PayRunID: '2026-03-07', WeekEnding: '2026-03-07', WeekEndingString: '03/07/2026', PayDate: '2026-03-13', PayDateString: '03/13/2026',
        PayPeriod: { startDate: '2026-03-01', endDate: '2026-03-07', startDateString: '03/01/2026', endDateString: '03/07/2026', payDate: '2026-03-13', payDateString: '03/13/2026' },
        createdBy: 'Dana Whitfield', status: 'processed', statementFilePath: `uploads/${'s'.repeat(200)}`, statementFileUrl: 's'.repeat(200),
        DriverList,
        VehicleList,
        processingErrors: [...DriverList.map((d) => processingError(d.DriverID, '€'.repeat(5_000))), processingError('', '€'.repeat(5_000))],
        chunksCounted: Array.from({ length: 200 }, (_, i) => i),
      })
      .params().Item;
    expect(Buffer.byteLength(JSON.stringify(item))).toBeLessThan(DYNAMODB_ITEM_LIMIT_BYTES * 0.9);
  });

  it('cut a processing error message to a line of UTF-8 bytes and leave a short one alone', () => {
    for (const long of ['x'.repeat(10_000), '€'.repeat(10_000), '🚚'.repeat(10_000)]) {
      const cut = processingError('1004500', long);
      expect(Buffer.byteLength(cut.message)).toBeLessThanOrEqual(MAX_PROCESSING_ERROR_BYTES);
      expect(cut.message.endsWith('…')).toBe(true);
      expect(cut.message).not.toContain('\uFFFD');
    }
    expect(processingError('', 'HireDate is not a date')).toEqual({ DriverID: '', message: 'HireDate is not a date' });
  });

  it('refuse a statement with more drivers, vehicles or list bytes than a run holds', () => {
    const drivers = (count: number, name = 'Jake Thornton') => Array.from({ length: count }, (_, i) => ({ DriverID: id('D', i, 7), DisplayName: name }));
    expect(statementOverRunBounds(drivers(MAX_RUN_DRIVERS), vehicles(MAX_RUN_VEHICLES))).toBeUndefined();
    expect(statementOverRunBounds(drivers(MAX_RUN_DRIVERS + 1), vehicles(10))).toMatch(/501 drivers/);
    expect(statementOverRunBounds(drivers(10), vehicles(MAX_RUN_VEHICLES + 1))).toMatch(/501 vehicles/);
    expect(statementOverRunBounds(drivers(MAX_RUN_DRIVERS, 'N'.repeat(400)), vehicles(10))).toMatch(/too long/);
  });
});
