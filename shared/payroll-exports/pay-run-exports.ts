import { csvMoney, toCsv } from '#shared/csv/write-csv';
import { PAY_CARD_COLUMNS, PAY_RUN_CSV_COLUMNS } from '#shared/payroll-api/exports';
import { countedCents, payColumns, type PayEntry } from '#shared/payroll-summary/pay-columns';
import { centsToAmount } from '#shared/money/round';
import { driverPaid } from '#shared/payroll/paid';
import type { PerDiemPlan } from '#shared/payroll/per-diem-plan';

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
  compModel: PayEntry[];
  /** The per diem plan the document is paid under (shared/payroll/per-diem-plan.ts payDocPlanOf). */
  perDiemPlan: PerDiemPlan;
}

/** What the driver is paid, in dollars. */
const paidOf = (d: ExportDoc) => centsToAmount(driverPaid(d.compModel, d.perDiemPlan).paidCents);

/** The pay-run CSV: one line per driver with the pay document's columns, which add up to its total (per diem negative), and Paid. */
export function payRunCsv(docs: readonly ExportDoc[]): string {
  return toCsv(PAY_RUN_CSV_COLUMNS, docs.map((d) => {
    const pay = payColumns(d.compModel);
    return [
      d.PayRunID, d.payDateString, d.DriverID, d.DisplayName, d.totalMiles, csvMoney(pay.mileagePay), csvMoney(pay.dandhPay), csvMoney(pay.timePay),
      csvMoney(pay.bonuses), csvMoney(pay.perDiem), csvMoney(pay.adjustments), csvMoney(pay.totalCompensation), csvMoney(paidOf(d)),
    ];
  }));
}

/** The pay-card load file: drivers with something to load, what each is paid in dollars, referenced by pay document. */
export function payCardFile(docs: readonly ExportDoc[]): string {
  const loads = docs.map((d) => ({ d, paid: paidOf(d) })).filter(({ paid }) => paid > 0);
  return toCsv(PAY_CARD_COLUMNS, loads.map(({ d, paid }) => [d.DriverID, d.LastName, d.FirstName, csvMoney(paid), d.payDateString, d.PayDocID]));
}

export interface CustomColumn {
  header: string;
  field: string;
}

/**
 * Custom payroll columns (company payrollExportOptions): a document field, or `compModel:<label>` for
 * that entry as it counts toward total compensation (Per Diem negative), like the pay-run CSV; `paid`
 * for what the driver is paid.
 */
export function customColumns(docs: readonly ExportDoc[], columns: readonly CustomColumn[]): Array<Record<string, string | number>> {
  return docs.map((d) => Object.fromEntries(columns.map((c) => {
    if (c.field.startsWith('compModel:')) {
      const label = c.field.slice('compModel:'.length);
      return [c.header, centsToAmount(d.compModel.filter((e) => e.label === label).reduce((s, e) => s + countedCents(e), 0))];
    }
    if (c.field === 'paid') return [c.header, paidOf(d)];
    const value = (d as unknown as Record<string, unknown>)[c.field];
    return [c.header, typeof value === 'number' || typeof value === 'string' ? value : ''];
  })));
}
