import { csvDecimal, csvMoney, toCsv, type CsvCell } from '#shared/csv/write-csv';
import type { IftaResult } from '#shared/fleet/ifta';

/** A tractor's miles on a day in one jurisdiction (the IVMR rows by day and state). */
export type MileageRow = { VehicleID: string; date: string; state: string; miles: number };
/** A fuel purchase as IFTA reads it: no tractor when its card matched none, '' state when the file gave none. */
export type FuelRow = { VehicleID?: string | null; date: string; state: string; gallons: number };

export interface PeriodRow { VehicleID: string; date: string; state: string; miles: number; gallons: number }

export const UNMATCHED_TRACTOR = 'UNMATCHED CARD';
export const PERIOD_CSV_HEADER = ['Tractor', 'Date', 'Jurisdiction', 'Miles', 'Gallons Bought'] as const;

const round = (value: number, decimals: number) => Math.round(value * 10 ** decimals) / 10 ** decimals;

/** One row per tractor, day and jurisdiction with its miles and the gallons bought there, ordered so. */
export function periodRows(mileage: readonly MileageRow[], fuel: readonly FuelRow[]): PeriodRow[] {
  const rows = new Map<string, PeriodRow>();
  const rowOf = (VehicleID: string, date: string, state: string) => {
    const key = `${VehicleID}\u0000${date}\u0000${state}`;
    let row = rows.get(key);
    if (!row) rows.set(key, (row = { VehicleID, date, state, miles: 0, gallons: 0 }));
    return row;
  };
  for (const m of mileage) rowOf(m.VehicleID, m.date, m.state).miles += m.miles;
  for (const f of fuel) rowOf(f.VehicleID ?? UNMATCHED_TRACTOR, f.date, f.state).gallons += f.gallons;
  return [...rows.values()]
    .map((r) => ({ ...r, miles: round(r.miles, 1), gallons: round(r.gallons, 3) }))
    .sort((a, b) => (a.VehicleID === b.VehicleID ? (a.date === b.date ? (a.state < b.state ? -1 : 1) : a.date < b.date ? -1 : 1) : a.VehicleID < b.VehicleID ? -1 : 1));
}

/** The period's CSV: a header and one row per tractor, day and jurisdiction. */
export function periodCsv(rows: readonly PeriodRow[]): string {
  return toCsv([...PERIOD_CSV_HEADER], rows.map((r) => [r.VehicleID, r.date, r.state, r.miles, r.gallons]));
}

/** The quarter's return as a CSV: each IFTA jurisdiction, then the others, then the totals line. */
export function quarterSummaryCsv(result: IftaResult): string {
  const header = ['Jurisdiction', 'IFTA', 'Miles', 'Taxable Miles', 'Taxable Gallons', 'Tax-Paid Gallons', 'Gallons Bought', 'Net Taxable Gallons', 'Rate', 'Tax'];
  // Tax is money written as a number: a credit (-812.50) must stay a number a spreadsheet adds up.
  const rows: CsvCell[][] = [
    ...result.jurisdictions.map((j) => [j.state, 'yes', j.miles, j.taxableMiles, j.taxableGallons, j.taxPaidGallons, j.gallons, j.netTaxableGallons, j.rate, j.tax === null ? null : csvMoney(j.tax)]),
    ...result.nonIfta.map((j) => [j.state, 'no', j.miles, null, null, null, j.gallons, null, null, null]),
    ['Total', '', result.totalMiles, null, null, null, result.totalGallons, null, null, result.jurisdictions.some((j) => j.tax !== null) ? csvMoney(totalTax(result)) : null],
    ['Fleet MPG', '', csvDecimal(result.mpg, 2), null, null, null, null, null, null, null],
    ['Due Date', '', result.dueDate, null, null, null, null, null, null, null],
  ];
  return toCsv(header, rows);
}

/** The tax due (negative: a credit) over the jurisdictions that have a rate, in cents summed exactly. */
export function totalTax(result: IftaResult): number {
  return result.jurisdictions.reduce((cents, j) => cents + Math.round((j.tax ?? 0) * 100), 0) / 100;
}
