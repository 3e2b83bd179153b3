import { readFileSync } from 'node:fs';
import writeXlsxFile from 'write-excel-file/node';
import readXlsxSheet from 'read-excel-file/node';
import { describe, expect, it } from 'vitest';
import { parseCsv, toCsv } from '#shared/statement/csv';
import { readStatement } from '#shared/statement/read-statement';

const HEADER = ['RecordType', 'VehicleID', 'TripNumber', 'TripStartDate', 'RunType', 'DriverNo1', 'DriverName1', 'DriverNo2', 'MilesQTY', 'TicketNumber', 'GallonsPurchased', 'FromCarrier'];
const trip = (n: string, extra: Partial<Record<string, string>> = {}) => HEADER.map((h) => ({ RecordType: 'TRIP', VehicleID: '410200', TripNumber: n, TripStartDate: '2026-01-02', RunType: 'LINEHAUL', DriverNo1: '1004500', DriverName1: 'Jake Thornton', MilesQTY: '612', ...extra })[h] ?? '');

describe('statement reading', () => {
  it('reads the sample statement: 95 trips, 38 fuel purchases, the pool row dropped', () => {
    const read = readStatement(parseCsv(readFileSync(new URL('../../fixtures/statements/red-mesa-week-2026-01-03.csv', import.meta.url), 'utf8')));
    expect(read.ok && { trips: read.trips.length, fuel: read.fuel.length, dropped: read.droppedPoolRows }).toEqual({ trips: 95, fuel: 38, dropped: 1 });
  });

  it('reads US and ISO dates alike and keeps statement order', () => {
    const read = readStatement([HEADER, trip('1', { TripStartDate: '01/02/2026' }), trip('2')]);
    expect(read.ok && read.trips.map((t) => [t.TripNumber, t.TripStartDate, t.StatementOrderIndex])).toEqual([['1', '2026-01-02', 0], ['2', '2026-01-02', 1]]);
  });

  it('names the row and column of every problem and returns no rows', () => {
    const read = readStatement([HEADER, trip('1', { MilesQTY: '-3' }), trip('1'), trip('2', { DriverNo1: '' })]);
    expect(read).toEqual({
      ok: false,
      errorCount: 3,
      errors: [
        { row: 2, column: 'MilesQTY', reason: 'must be 0 or more' },
        { row: 3, column: 'TripNumber', reason: 'trip 1 already appears on row 2' },
        { row: 4, column: 'DriverNo1', reason: 'required on TRIP rows' },
      ],
    });
  });

  it('reports a missing required column on row 1', () => {
    const read = readStatement([HEADER.filter((h) => h !== 'MilesQTY'), ['TRIP']]);
    expect(read).toMatchObject({ ok: false, errors: [{ row: 1, column: 'MilesQTY', reason: 'required column is missing' }] });
  });

  it('makes a trip solo when its second driver is the Linehaul Drivers pool', () => {
    const header = [...HEADER, 'DriverName2'];
    const read = readStatement([header, [...trip('1', { DriverNo2: '1004501' }), 'Linehaul Drivers']]);
    expect(read.ok && read.trips[0]!.DriverNo2).toBeUndefined();
  });

  it('reads an XLSX workbook the same as its CSV', async () => {
    const rows = [HEADER, trip('1'), trip('2', { MilesQTY: '88' })];
    const xlsx = await writeXlsxFile(rows.map((r) => r.map((value) => ({ value })))).toBuffer();
    const sheets = await readXlsxSheet(xlsx);
    const fromXlsx = readStatement(sheets[0]!.data as never);
    const fromCsv = readStatement(parseCsv(toCsv(rows[0]!, rows.slice(1))));
    expect(fromXlsx).toEqual(fromCsv);
  });

  it('reads a statement saved with a byte-order mark, CRLF line ends and quoted names', () => {
    const header = [...HEADER, 'SiteName'];
    const rows = [header, [...trip('1', { DriverName1: 'Nguyen, Hank "H"' }), 'Dock 4\nNorth gate'], [...trip('2'), '']];
    const plain = readStatement(rows);
    const text = '\ufeff' + rows.map((r) => r.map((c) => (/[",\n]/.test(c) ? `"${c.replace(/"/g, '""')}"` : c)).join(',')).join('\r\n') + '\r\n';
    const read = readStatement(parseCsv(text));
    expect(read).toEqual(plain);
    expect(read.ok && read.trips.map((t) => [t.DriverName1, t.SiteName])).toEqual([['Nguyen, Hank "H"', 'Dock 4\nNorth gate'], ['Jake Thornton', undefined]]);
  });
});
