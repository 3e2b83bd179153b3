import { cents, centsToAmount } from '#shared/money/round';
import { PAY_CARD_COLUMNS, PAY_RUN_CSV_COLUMNS } from '#shared/payroll-api/exports';
import { ADJUSTMENT_CATEGORY } from '#shared/settlements/apply-adjustments';
import { toCsv } from '#shared/statement/csv';

/** What the exports read of a pay document. */
export interface ExportDoc {
  PayRunID: string;
  PayDocID: string;
  DriverID: string;
  DisplayName: string;
  FirstName: string;
  LastName: string;
  payDate: string;
  payDateString: string;
  endDateString: string;
  totalMiles: number;
  mileagePayout: number;
  dropAndHookPayout: number;
  totalCompensation: number;
  compModel: Array<{ label: string; value: number; bonus?: boolean; incentive?: boolean; categories?: string[] }>;
}

const sumOf = (doc: ExportDoc, pick: (e: ExportDoc['compModel'][number]) => boolean) => centsToAmount(doc.compModel.filter(pick).reduce((s, e) => s + cents(e.value), 0));
const money = (n: number) => n.toFixed(2);

/** The pay-run CSV: one line per driver with the pay document's figures. */
export function payRunCsv(docs: readonly ExportDoc[]): string {
  return toCsv(PAY_RUN_CSV_COLUMNS, docs.map((d) => [
    d.PayRunID, d.payDateString, d.DriverID, d.DisplayName, d.totalMiles, money(d.mileagePayout), money(d.dropAndHookPayout),
    money(sumOf(d, (e) => e.bonus === true || e.incentive === true)), money(sumOf(d, (e) => e.label === 'Per Diem')),
    money(sumOf(d, (e) => e.categories?.includes(ADJUSTMENT_CATEGORY) ?? false)), money(d.totalCompensation),
  ]));
}

/** The pay-card load file: drivers with something to load, the amount in dollars, referenced by pay document. */
export function payCardFile(docs: readonly ExportDoc[]): string {
  return toCsv(PAY_CARD_COLUMNS, docs.filter((d) => d.totalCompensation > 0).map((d) => [d.DriverID, d.LastName, d.FirstName, money(d.totalCompensation), d.payDateString, d.PayDocID]));
}

export interface CustomColumn {
  header: string;
  field: string;
}

/** Custom payroll columns (company payrollExportOptions): a document field, or `compModel:<label>`. */
export function customColumns(docs: readonly ExportDoc[], columns: readonly CustomColumn[]): Array<Record<string, string | number>> {
  return docs.map((d) => Object.fromEntries(columns.map((c) => {
    if (c.field.startsWith('compModel:')) return [c.header, sumOf(d, (e) => e.label === c.field.slice('compModel:'.length))];
    const value = (d as unknown as Record<string, unknown>)[c.field];
    return [c.header, typeof value === 'number' || typeof value === 'string' ? value : ''];
  })));
}
