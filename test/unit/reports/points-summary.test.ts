import { describe, expect, it } from 'vitest';
import { numericAvailability, pointsSummary, type PointRow } from '#shared/reports/points-summary';
import { readPointsGrid } from '#shared/reports/points-file';
import { pointsCsv } from '#shared/reports/points-csv';

const row = (id: string, availabilityText: string, updatedOn: string, name = `Driver ${id}`): PointRow => ({
  id, name, availabilityText, updatedOn, reportUrl: '', refreshedOnText: '', metrics: [],
});

describe('the Points Summary rule', () => {
  it('counts a row only when its Availability_% is a number', () => {
    expect(numericAvailability('97.5')).toBe(97.5);
    expect(numericAvailability(' 88% ')).toBe(88);
    expect(numericAvailability('0')).toBe(0);
    for (const text of ['', 'N/A', '-', '97.5 pts', '1e3', 'NaN', 'Infinity']) expect(numericAvailability(text), text).toBeUndefined();
  });

  it('keeps, of the rows of one id, the one with the latest updatedOn, and says how many it left out and why', () => {
    const summary = pointsSummary([
      row('T1', '90', '2026-11-01T00:00:00.000Z'),
      row('T1', '95', '2026-11-08T00:00:00.000Z'),
      row('T1', '80', '2026-10-25T00:00:00.000Z'),
      row('T2', 'N/A', '2026-11-09T00:00:00.000Z'),
      row('T3', '70', ''),
    ]);
    expect(summary.rows.map((r) => [r.id, r.availability])).toEqual([['T1', 95], ['T3', 70]]);
    expect(summary.leftOut).toEqual({ notNumeric: 1, superseded: 2 });
    expect(summary.averageAvailability).toBe(82.5);
  });

  it('does not let a later row with a non-numeric Availability_% hide the latest numeric one', () => {
    const summary = pointsSummary([row('T1', '91', '2026-11-01T00:00:00.000Z'), row('T1', 'pending', '2026-11-08T00:00:00.000Z')]);
    expect(summary.rows.map((r) => r.availability)).toEqual([91]);
    expect(summary.leftOut).toEqual({ notNumeric: 1, superseded: 0 });
  });

  it('sorts by availability, highest first, then id; the average is of the rows shown', () => {
    const summary = pointsSummary([row('B', '80', ''), row('A', '80', ''), row('C', '99.9', '')]);
    expect(summary.rows.map((r) => r.id)).toEqual(['C', 'A', 'B']);
    expect(summary.averageAvailability).toBe(86.6);
    expect(pointsSummary([]).averageAvailability).toBeNull();
  });
});

describe('a points file', () => {
  it('reads id, name, Availability_%, updatedOn and other numeric columns by header', () => {
    const read = readPointsGrid([
      ['DriverID', 'Driver Name', 'Availability_%', 'updatedOn', 'refreshedOnText', 'reportUrl', 'Safety Points'],
      ['1004500', 'Jake Thornton', 96.2, new Date('2026-11-20T12:00:00Z'), 'Refreshed Nov 20', 'https://example.com/r/1', 12],
      ['1004501', 'Ana Ruiz', 'N/A', '2026-11-19', '', '', ''],
    ]);
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    expect(read.rows[0]).toEqual({
      id: '1004500', name: 'Jake Thornton', availabilityText: '96.2', updatedOn: '2026-11-20T12:00:00.000Z',
      reportUrl: 'https://example.com/r/1', refreshedOnText: 'Refreshed Nov 20', metrics: [{ name: 'Safety Points', value: 12 }],
    });
    expect(read.rows[1]!.updatedOn).toBe('2026-11-19T00:00:00.000Z');
  });

  it('refuses a file without an Availability_% column, naming it', () => {
    expect(readPointsGrid([['id', 'name'], ['1', 'x']])).toMatchObject({ ok: false, field: 'Availability_%' });
    expect(readPointsGrid([['name', 'Availability_%'], ['x', '1']])).toMatchObject({ ok: false, field: 'id' });
  });

  it('writes the shown rows and their average as CSV', () => {
    const csv = pointsCsv(pointsSummary([row('T1', '90', ''), row('T2', '=1+1', '')]));
    expect(csv.split('\r\n')).toEqual(['id,name,Availability_%,updatedOn,refreshedOnText,reportUrl', 'T1,Driver T1,90,,,', 'Average,,90', '']);
  });
});
