import { describe, expect, it } from 'vitest';
import { gridJson, gridOfJson } from '#lambdas/imports/pipeline/grid-file';
import type { Cell } from '#shared/imports/read-table';

describe('the grid work file between reading and checking an import', () => {
  it('gives the check back exactly the cells the reader gave', () => {
    const grid: Cell[][] = [
      ['VehicleID', 'ServiceDate', 'PartsCost', 'isPM', 'notes'],
      ['700001', new Date('2026-03-07T00:00:00.000Z'), 120.5, true, null],
      ['700002', '03/08/2026', 0, false, 'said {"date":"x"} in a note'],
    ];
    const back = gridOfJson(gridJson(grid));
    expect(back).toEqual(grid);
    expect(back[1]![1]).toBeInstanceOf(Date);
  });

  it('keeps an invalid date invalid and an infinite number infinite, so they are refused as before', () => {
    const back = gridOfJson(gridJson([[new Date(Number.NaN), Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, Number.NaN]]));
    const [invalid, plus, minus, nan] = back[0]!;
    expect(invalid).toBeInstanceOf(Date);
    expect(Number.isNaN((invalid as Date).getTime())).toBe(true);
    expect([plus, minus]).toEqual([Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY]);
    expect(Number.isNaN(nan)).toBe(true);
  });
});
