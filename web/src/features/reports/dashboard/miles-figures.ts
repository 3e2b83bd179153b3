import { sumMiles } from '#shared/reports/eld-mileage';

export interface FigureRow { key: string; name: string; miles: number; total?: boolean }

/** The rows a chart's figures table shows: one per bar, then the total of exactly those bars. */
export function figureRows(items: ReadonlyArray<{ x: string; y: number }>, totalLabel: string): FigureRow[] {
  return [
    ...items.map((i, n) => ({ key: `${n}-${i.x}`, name: i.x, miles: i.y })),
    { key: 'total', name: totalLabel, miles: sumMiles(items.map((i) => i.y)), total: true },
  ];
}
