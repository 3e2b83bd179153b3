import { describe, expect, it } from 'vitest';
import { readStatement } from '#shared/statement/read-statement';

const HEADER = ['RecordType', 'VehicleID', 'TripNumber', 'TripStartDate', 'RunType', 'DriverNo1', 'DriverName1', 'MilesQTY', 'TicketNumber', 'GallonsPurchased'];
const trip = (n: string, miles: string | number = '612') => ['TRIP', '410200', n, '2026-01-02', 'LINEHAUL', '1004500', 'Jake Thornton', miles, '', ''];

describe('a statement the import refuses whole', () => {
  it('refuses MilesQTY "212 mi" with a row error naming MilesQTY, returning no rows', () => {
    expect(readStatement([HEADER, trip('1'), trip('2', '212 mi')])).toEqual({ ok: false, errorCount: 1, errors: [{ row: 3, column: 'MilesQTY', reason: '"212 mi" is not a number' }] });
  });

  it('refuses a negative MilesQTY from a spreadsheet number cell', () => {
    expect(readStatement([HEADER, trip('1', -40)])).toEqual({ ok: false, errorCount: 1, errors: [{ row: 2, column: 'MilesQTY', reason: 'must be 0 or more' }] });
  });

  it('refuses a TripNumber repeated with surrounding spaces, naming the first row', () => {
    expect(readStatement([HEADER, trip('7730101'), trip(' 7730101 ')])).toEqual({ ok: false, errorCount: 1, errors: [{ row: 3, column: 'TripNumber', reason: 'trip 7730101 already appears on row 2' }] });
  });

  it('counts every problem of a statement with many bad rows', () => {
    const rows = Array.from({ length: 120 }, (_, i) => trip(`T${i}`, 'n/a'));
    const read = readStatement([HEADER, ...rows]);
    expect(read.ok === false && [read.errorCount, read.errors.length]).toEqual([120, 120]);
  });
});

describe('a statement header that starts with a byte-order mark', () => {
  it('matches the first column (RecordType) of a sheet whose first header cell carries a UTF-8 byte-order mark', () => {
    const read = readStatement([[`\uFEFF${HEADER[0]}`, ...HEADER.slice(1)], trip('1')]);
    expect(read.ok && read.trips.map((t) => [t.TripNumber, t.MilesQTY])).toEqual([['1', 612]]);
  });
});
