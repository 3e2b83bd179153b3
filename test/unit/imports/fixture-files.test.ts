import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { ImportType } from '#shared/imports/import-types';
import { readTable } from '#shared/imports/read-table';
import { IMPORT_TYPE_DEFS, readRows } from '#shared/imports/type-defs';
import type { RecordInput } from '#shared/maintenance/api';
import { readGrid } from '#lambdas/imports/pipeline/read-grid';

/** The sample files under test/fixtures/imports, read the way the import workflow reads an upload. */
async function readFixture(type: ImportType, name: string) {
  const bytes = new Uint8Array(readFileSync(new URL(`../../fixtures/imports/${name}`, import.meta.url)));
  const grid = await readGrid(bytes, name);
  if (!grid.ok) throw new Error(grid.reason);
  const table = readTable(grid.grid, IMPORT_TYPE_DEFS[type]);
  return { table, read: readRows(type, table) };
}

describe('import fixture files', () => {
  it('reads a CSV with a BOM, CRLF, odd headers, a quoted line break, a serial date and $ amounts', async () => {
    const { table, read } = await readFixture('maintenance', 'maintenance-odd-headers.csv');
    expect(table.unknownHeaders).toEqual(['Color']);
    expect(read.errors).toEqual([]);
    const rows = read.rows as readonly { row: number; value: RecordInput }[];
    expect(rows.map((r) => [r.row, r.value.VehicleID, r.value.ServiceDate, r.value.isPM, r.value.notes])).toEqual([
      [2, '410200', '2025-03-20', true, 'Oil, filters\nand grease'],
      [4, '410201', '2025-03-21', false, 'Steer tire swap'],
    ]);
    expect(rows[0]!.value.costLines).toEqual([{ kind: 'parts', description: 'Parts', amount: 1234.5 }, { kind: 'labour', description: 'Labour', amount: 380 }]);
    expect(rows[1]!.value.costLines).toEqual([{ kind: 'labour', description: 'Labour', amount: 95 }]);
  });

  it('reads an XLSX with Date cells, serial numbers, numeric tractor numbers and alias headers', async () => {
    const { table, read } = await readFixture('maintenance', 'maintenance-dates.xlsx');
    expect(table.unknownHeaders).toEqual([]);
    expect(read.errors).toEqual([]);
    expect((read.rows as readonly { value: RecordInput }[]).map((r) => [r.value.VehicleID, r.value.ServiceDate, r.value.id, r.value.odometer])).toEqual([
      ['410205', '2025-03-20', 'RushTruckCenter-INV-4001', 412345],
      ['410206', '2025-03-21', 'RushTruckCenter-INV-4002', undefined],
    ]);
  });

  it('names the one bad cell of the maintenance file by row and column, and the fixed file has none', async () => {
    expect((await readFixture('maintenance', 'maintenance-one-error.csv')).read.errors).toEqual([
      { row: 3, column: 'ServiceDate', reason: '"2025-05-40" is not a date; expected a date such as 2025-03-14 or 3/14/2025' },
    ]);
    const fixed = await readFixture('maintenance', 'maintenance-fixed.csv');
    expect(fixed.read.errors).toEqual([]);
    expect(fixed.read.rows).toHaveLength(3);
  });

  it('skips the Linehaul Drivers row of a driver list', async () => {
    const { read } = await readFixture('driver', 'drivers-with-pool.csv');
    expect(read.errors).toEqual([]);
    expect(read.rows.map((r) => r.row)).toEqual([2, 4]);
    expect(read.skipped).toBe(1);
  });
});
