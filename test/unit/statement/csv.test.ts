import { describe, expect, it } from 'vitest';
import { parseCsv, toCsv } from '#shared/statement/csv';

describe('reading CSV', () => {
  it('reads quoted fields holding commas and doubled quotes', () => {
    expect(parseCsv('a,"Smith, ""Big"" Jim",c\n')).toEqual([['a', 'Smith, "Big" Jim', 'c']]);
  });

  it('keeps a line break inside a quoted field in its cell', () => {
    expect(parseCsv('a,"Flying J\nExit 42",c\nd,e,f\n')).toEqual([['a', 'Flying J\nExit 42', 'c'], ['d', 'e', 'f']]);
  });

  it('reads CRLF, LF and CR line ends, mixed in one file', () => {
    expect(parseCsv('a,b\r\nc,d\ne,f\rg,h\r\n')).toEqual([['a', 'b'], ['c', 'd'], ['e', 'f'], ['g', 'h']]);
  });

  it('ignores a leading UTF-8 byte-order mark, so the first header is found by name', () => {
    const rows = parseCsv('\ufeffRecordType,VehicleID\r\nTRIP,410200\r\n');
    expect(rows[0]![0]).toBe('RecordType');
    expect(rows).toEqual([['RecordType', 'VehicleID'], ['TRIP', '410200']]);
  });

  it('keeps blank lines as empty rows, so row numbers match a spreadsheet, and adds none for the last line end', () => {
    expect(parseCsv('h\n\nx\n')).toEqual([['h'], [''], ['x']]);
    expect(parseCsv('h\nx')).toEqual([['h'], ['x']]);
    expect(parseCsv('')).toEqual([]);
  });

  it('reads back what the writer wrote, quotes, commas and line breaks included', () => {
    const rows = [['Omar', 'Stop, "North"', 'line 1\nline 2', '12.5']];
    expect(parseCsv(toCsv(['a', 'b', 'c', 'd'], rows))).toEqual([['a', 'b', 'c', 'd'], ...rows]);
  });
});
