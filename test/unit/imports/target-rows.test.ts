import { describe, expect, it } from 'vitest';
import type { LedgerChange, RawItem } from '#lambdas/imports/pipeline/target';
import { ivmrExportRows } from '#lambdas/imports/targets/ivmr-export';
import { payrollExportRows } from '#lambdas/imports/targets/payroll-export';
import { putRow } from '#lambdas/imports/targets/plan-rows';
import { toCsv } from '#shared/csv/write-csv';
import { parseCsv } from '#shared/statement/csv';

const item = (fields: Record<string, unknown>): RawItem => ({ pk: 'p', sk: 's', ...fields });

describe('a planned import row', () => {
  const shown = [['Amount', 'amount'], ['Notes', 'notes']] as const;

  it('creates with every field it sets, updates with only the fields that change, and writes nothing when only the batch and time differ', () => {
    const after = item({ amount: 2150, notes: '', importBatchId: 'b2', updatedAt: 't2' });
    expect(putRow(2, 'Tractor 410200 · Truck payment', undefined, after, shown)).toEqual({
      row: 2, action: 'create', label: 'Tractor 410200 · Truck payment', fields: [{ column: 'Amount', after: '2150' }], changes: [{ row: 2, before: null, after }],
    });
    const before = item({ amount: 2000, notes: '', importBatchId: 'b1', updatedAt: 't1' });
    expect(putRow(3, 'x', before, after, shown)).toMatchObject({ action: 'update', fields: [{ column: 'Amount', before: '2000', after: '2150' }], changes: [{ row: 3, before, after }] });
    expect(putRow(4, 'x', { ...after, importBatchId: 'b1', updatedAt: 't1' }, after, shown)).toEqual({ row: 4, action: 'unchanged', label: 'x', fields: [], changes: [] });
  });
});

describe('exports of a batch', () => {
  it('gives an IVMR week back one line a day in the IVMR file\'s columns', () => {
    const week = item({ WeekEnding: '2025-03-22', VehicleID: '410200', Domicile: 'PHX', drivenBy: ['1004500', '1004501'], ivmrRows: [{ date: '2025-03-17', state: 'AZ', odoStart: 412100, odoStop: 412388, miles: 288 }, { date: '2025-03-18', state: 'NM', odoStart: 412388, odoStop: 412530, miles: 142 }] });
    expect(ivmrExportRows([{ row: 2, before: null, after: week }])).toEqual([
      ['WeekEnding', 'VehicleID', 'Date', 'State', 'OdoStart', 'OdoStop', 'Miles', 'Domicile', 'DrivenBy'],
      ['2025-03-22', '410200', '2025-03-17', 'AZ', 412100, 412388, 288, 'PHX', '1004500/1004501'],
      ['2025-03-22', '410200', '2025-03-18', 'NM', 412388, 412530, 142, 'PHX', '1004500/1004501'],
    ]);
  });

  it('gives a payroll batch back as a statement: trips then fuel, each in statement order, the pay run left out', async () => {
    const changes: LedgerChange[] = [
      { row: 1, before: null, after: item({ __edb_e__: 'payRun', PayRunID: '2026-01-17' }) },
      { row: 3, before: null, after: item({ __edb_e__: 'tripLog', TripNumber: 'T2', VehicleID: '410200', StatementOrderIndex: 1, MilesQTY: 88 }) },
      { row: 4, before: null, after: item({ __edb_e__: 'fuelLog', TicketNumber: 'F1', VehicleID: '410200', StatementOrderIndex: 0, GallonsPurchased: 10, FromCarrier: true }) },
      { row: 2, before: null, after: item({ __edb_e__: 'tripLog', TripNumber: 'T1', VehicleID: '410200', StatementOrderIndex: 0, MilesQTY: 612 }) },
    ];
    const rows = payrollExportRows(changes);
    const col = (name: string) => rows[0]!.indexOf(name);
    expect(rows.slice(1).map((r) => [r[col('RecordType')], r[col('TripNumber')] || r[col('TicketNumber')], r[col('FromCarrier')]])).toEqual([['TRIP', 'T1', ''], ['TRIP', 'T2', ''], ['FUEL', 'F1', 'Y']]);
  });

  it('writes a negative amount of a batch as a number, while a text cell that starts like a formula is still quoted', () => {
    const changes: LedgerChange[] = [
      { row: 2, before: null, after: item({ __edb_e__: 'tripLog', TripNumber: '=cmd|calc', VehicleID: '410200', StatementOrderIndex: 0, MilesQTY: -12.5 }) },
    ];
    const [header, ...rows] = payrollExportRows(changes);
    const csv = parseCsv(toCsv(header!.map(String), rows));
    const col = (name: string) => csv[0]!.indexOf(name);
    expect(csv[1]![col('MilesQTY')]).toBe('-12.5');
    expect(csv[1]![col('TripNumber')]).toBe("'=cmd|calc");
  });
});
