import { describe, expect, it } from 'vitest';
import type { ImportTypeDef } from '#shared/imports/import-types';
import { columnLetter, headerKey, readTable, type Cell } from '#shared/imports/read-table';
import { parseCsv } from '#shared/statement/csv';

const DEF: ImportTypeDef = {
  type: 'vehicle',
  label: 'Tractors',
  minRole: 4,
  describes: 'test',
  sample: [],
  columns: [
    { name: 'VehicleID', kind: 'text', required: true, meaning: 'tractor number' },
    { name: 'Vin', kind: 'text', required: true, meaning: 'VIN', aliases: ['VIN Number'] },
    { name: 'Make', kind: 'text', required: false, meaning: 'make' },
  ],
};

describe('matching headers', () => {
  it('matches headers whatever their case, spacing, punctuation, quotes or byte-order mark', () => {
    for (const header of ['  vehicle id ', 'VEHICLEID', 'Vehicle-ID', 'vehicle_id', '"VehicleID"', '\ufeffVehicleID', 'Vehicle ID.']) {
      expect(headerKey(header)).toBe('vehicleid');
    }
  });

  it('reads columns by their aliases and keeps cells under the template names', () => {
    const table = readTable([[' vehicle id ', 'vin number'], ['100234', '1XKYD49X0MJ441234']], DEF);
    expect(table.errors).toEqual([]);
    expect(table.rows).toEqual([{ row: 2, cells: { VehicleID: '100234', Vin: '1XKYD49X0MJ441234' } }]);
  });

  it('reports unknown headers as they were written without refusing the file', () => {
    const table = readTable([['VehicleID', 'Vin', 'Color ', ''], ['100234', 'V', 'red', '']], DEF);
    expect(table.errors).toEqual([]);
    expect(table.unknownHeaders).toEqual(['Color']);
    expect(table.rows[0]!.cells).toEqual({ VehicleID: '100234', Vin: 'V' });
  });

  it('refuses a column given twice, naming both spreadsheet columns', () => {
    const table = readTable([['VehicleID', 'Vin', 'Vehicle ID'], ['1', '2', '3']], DEF);
    expect(table.errors).toEqual([{ row: 1, column: 'VehicleID', reason: 'the column appears twice (columns A and C); keep one' }]);
    expect(table.rows).toEqual([]);
  });

  it('refuses a missing required column as an error of the header row naming it', () => {
    const table = readTable([['VehicleID', 'Make'], ['100234', 'Kenworth']], DEF);
    expect(table.errors).toEqual([{ row: 1, column: 'Vin', reason: 'the required column Vin is missing from the header row' }]);
  });

  it('names spreadsheet columns by letter', () => {
    expect([0, 25, 26, 27, 701, 702].map(columnLetter)).toEqual(['A', 'Z', 'AA', 'AB', 'ZZ', 'AAA']);
  });
});

describe('reading rows', () => {
  it('skips blank rows but keeps the spreadsheet row numbers, header found on the first non-blank row', () => {
    const grid: Cell[][] = [[], ['', ''], ['VehicleID', 'Vin'], ['100234', 'A'], ['', '  '], [null, null], ['100235', 'B']];
    const table = readTable(grid, DEF);
    expect(table.rows.map((r) => r.row)).toEqual([4, 7]);
  });

  it('numbers rows as a spreadsheet does when a quoted cell holds a line break, with CRLF and a BOM', () => {
    const csv = '\ufeffVehicleID,Make,Vin\r\n100234,"Kenworth\r\nT680",A\r\n100235,Volvo,B\r\n';
    const table = readTable(parseCsv(csv), DEF);
    expect(table.errors).toEqual([]);
    expect(table.rows).toEqual([
      { row: 2, cells: { VehicleID: '100234', Make: 'Kenworth\nT680', Vin: 'A' } },
      { row: 3, cells: { VehicleID: '100235', Make: 'Volvo', Vin: 'B' } },
    ]);
  });

  it('gives a short row blank cells for the columns it lacks', () => {
    const table = readTable([['VehicleID', 'Vin', 'Make'], ['100234']], DEF);
    expect(table.rows[0]!.cells).toEqual({ VehicleID: '100234', Vin: null, Make: null });
  });

  it('refuses an empty file and a file above the row limit with one error', () => {
    expect(readTable([], DEF).errors).toEqual([{ row: 1, column: 'VehicleID', reason: 'the file is empty: the first row should hold the column headers' }]);
    const big: Cell[][] = [['VehicleID', 'Vin'], ...Array.from({ length: 100_001 }, (_, i) => [String(i), 'V'])];
    const table = readTable(big, DEF);
    expect(table.errors).toEqual([{ row: 100_002, column: 'VehicleID', reason: 'the file has more than 100,000 rows; split it into smaller files' }]);
    expect(table.rows).toEqual([]);
    expect(readTable(big.slice(0, 100_001), DEF).rows).toHaveLength(100_000);
  });
});
