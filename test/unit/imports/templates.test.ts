import { describe, expect, it } from 'vitest';
import { IMPORT_TYPES } from '#shared/imports/import-types';
import { headerKey, readTable } from '#shared/imports/read-table';
import { templateCsv } from '#shared/imports/template';
import { IMPORT_TYPE_DEFS, readRows } from '#shared/imports/type-defs';
import { parseCsv } from '#shared/statement/csv';
import { readStatement } from '#shared/statement/read-statement';

describe('import templates', () => {
  it.each(IMPORT_TYPES)('the %s template reads back with no error and every sample row', (type) => {
    const def = IMPORT_TYPE_DEFS[type];
    expect(def.type).toBe(type);
    expect(def.sample.length).toBeGreaterThanOrEqual(3);
    expect(def.sample.length).toBeLessThanOrEqual(5);
    const table = readTable(parseCsv(templateCsv(type)), def);
    expect(table.errors).toEqual([]);
    expect(table.unknownHeaders).toEqual([]);
    const read = readRows(type, table);
    expect(read.errors).toEqual([]);
    expect(read.rows.length + read.skipped).toBe(def.sample.length);
    const numbers = read.rows.map((r) => r.row);
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
    expect(numbers.every((n) => n >= 2 && n <= def.sample.length + 1)).toBe(true);
  });

  it('the payroll template is a statement the statement reader accepts', () => {
    const read = readStatement(parseCsv(templateCsv('payroll')));
    expect(read.ok).toBe(true);
    expect(read.ok && [read.trips.length, read.fuel.length, read.droppedPoolRows]).toEqual([2, 1, 1]);
  });

  it.each(IMPORT_TYPES)('every sample row of %s has one cell per column and no two column names or aliases collide', (type) => {
    const def = IMPORT_TYPE_DEFS[type];
    for (const row of def.sample) expect(row).toHaveLength(def.columns.length);
    const keys = def.columns.flatMap((c) => [c.name, ...(c.aliases ?? [])]).map(headerKey);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('gives each type the role the imports contract names', () => {
    expect(Object.fromEntries(IMPORT_TYPES.map((t) => [t, IMPORT_TYPE_DEFS[t].minRole]))).toEqual({
      maintenance: 4, vehicle: 4, driver: 3, ivmr: 3, trimble: 3, payroll: 2, 'tractor-expense-rules': 2, 'flat-rate-payments': 2,
    });
  });
});
