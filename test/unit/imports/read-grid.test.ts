import writeXlsxFile from 'write-excel-file/node';
import { describe, expect, it } from 'vitest';
import { readGrid } from '#lambdas/imports/pipeline/read-grid';

const bytes = (text: string) => new TextEncoder().encode(text);

describe('reading an uploaded file into cells', () => {
  it('reads a CSV with a BOM, CRLF and a line break inside quotes', async () => {
    const read = await readGrid(bytes('\ufeffVehicleID,Notes\r\n100234,"line 1\r\nline 2"\r\n'), 'tractors.csv');
    expect(read).toEqual({ ok: true, grid: [['VehicleID', 'Notes'], ['100234', 'line 1\nline 2']] });
  });

  it('reads a CSV saved by Excel on Windows (Windows-1252) without garbling accents', async () => {
    const latin = Uint8Array.from([0x4e, 0x61, 0x6d, 0x65, 0x0a, 0x4a, 0x6f, 0x73, 0xe9, 0x0a]);
    expect(await readGrid(latin, 'drivers.csv')).toEqual({ ok: true, grid: [['Name'], ['José']] });
  });

  it('reads the first sheet of an XLSX workbook with numbers and Date cells, even under a .csv name', async () => {
    const xlsx = await writeXlsxFile([
      [{ value: 'VehicleID' }, { value: 'ServiceDate' }, { value: 'Odometer' }],
      [{ value: '100234' }, { value: new Date(Date.UTC(2025, 2, 20)), format: 'yyyy-mm-dd' }, { value: 412345 }],
    ]).toBuffer();
    for (const name of ['history.xlsx', 'history.csv']) {
      const read = await readGrid(new Uint8Array(xlsx), name);
      expect(read).toEqual({ ok: true, grid: [['VehicleID', 'ServiceDate', 'Odometer'], ['100234', new Date(Date.UTC(2025, 2, 20)), 412345]] });
    }
  });

  it('refuses an empty file, a broken workbook and binary data with a reason a user can act on', async () => {
    expect(await readGrid(new Uint8Array(), 'x.csv')).toEqual({ ok: false, reason: 'the CSV file is empty' });
    const broken = await readGrid(Uint8Array.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]), 'x.xlsx');
    expect(broken.ok === false && broken.reason).toMatch(/^the file is not a readable XLSX workbook/);
    expect(await readGrid(bytes('VehicleID\n100234\n'), 'x.xlsx')).toEqual({ ok: false, reason: 'the file is not a readable XLSX workbook; save it again from the spreadsheet as .xlsx or .csv' });
    const binary = await readGrid(Uint8Array.from([0x41, 0, 0x42]), 'x.csv');
    expect(binary.ok).toBe(false);
  });
});
