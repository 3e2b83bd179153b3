import { describe, expect, it } from 'vitest';
import { figureRows } from '#web/features/reports/dashboard/miles-figures.ts';

describe("an ELD chart's figures", () => {
  it('lists every bar with its miles, in the chart’s order, then the total of exactly those bars', () => {
    const rows = figureRows([{ x: '410200', y: 1204.3 }, { x: '410201', y: 0.1 }, { x: '410202', y: 0.2 }], 'Total');
    expect(rows.map((r) => [r.name, r.miles])).toEqual([['410200', 1204.3], ['410201', 0.1], ['410202', 0.2], ['Total', 1204.6]]);
    expect(rows.filter((r) => r.total).map((r) => r.name)).toEqual(['Total']);
  });

  it('keeps two bars of the same name apart', () => {
    const rows = figureRows([{ x: 'Ann Lee', y: 10 }, { x: 'Ann Lee', y: 5 }], 'Total');
    expect(new Set(rows.map((r) => r.key)).size).toBe(3);
    expect(rows.at(-1)!.miles).toBe(15);
  });
});
