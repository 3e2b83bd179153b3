import { sumAmounts } from '#shared/maintenance/costs';
import { latestApplications } from '#shared/settlements/adjustment-balance';
import type { AdjustmentApplicationItem } from '#lambdas/data/entities/adjustment-application';
import type { SettlementAdjustmentItem } from '#lambdas/data/entities/settlement-adjustment';
import { money, ReportPen, type Column } from './report-pen.ts';

const RUN_COLUMNS: Column[] = [
  { header: 'Pay run', width: 172 }, { header: 'Due', width: 120, align: 'right' }, { header: 'Applied', width: 120, align: 'right' }, { header: 'Carried over', width: 120, align: 'right' },
];

export interface AdjustmentStatement {
  companyName: string;
  DriverID: string;
  driverName: string;
  adjustments: readonly SettlementAdjustmentItem[];
  applications: readonly AdjustmentApplicationItem[];
  /** The domain's running balance (shared/settlements/adjustment-balance). */
  balance: number;
  printedOn: string;
}

/** `/Adjustment-Template`: a driver's settlement adjustments, what each pay run applied and what remains. */
export function adjustmentPdf(s: AdjustmentStatement): Uint8Array {
  const pen = new ReportPen(`${s.DriverID} settlement adjustments`);
  pen.line(s.companyName, { size: 14, font: 'bold' });
  pen.line('Settlement adjustments', { size: 12, font: 'bold', gap: 4 });
  pen.line(`Driver ${s.driverName ? `${s.driverName} (${s.DriverID})` : s.DriverID}    Printed ${s.printedOn}`, { font: 'bold' });
  pen.line(`Remaining balance carried to the next pay run: ${money(s.balance)}`, { font: 'bold', gap: 8 });
  if (s.adjustments.length === 0) pen.line('This driver has no settlement adjustments.');
  const latest = latestApplications(s.applications);
  for (const a of [...s.adjustments].sort((x, y) => x.startWeekEnding.localeCompare(y.startWeekEnding) || x.adjustmentId.localeCompare(y.adjustmentId))) {
    pen.space(6);
    pen.line(`${a.label} - ${a.kind} of ${money(a.amount)} ${a.recurrence === 'weekly' ? 'a week' : 'once'}`, { size: 11, font: 'bold' });
    const active = a.active !== false;
    pen.line(`From week ending ${a.startWeekEnding}${a.endWeekEnding ? ` to ${a.endWeekEnding}` : ''}    ${active ? 'Active' : 'Stopped'}    Remaining ${money(active ? latest.get(a.adjustmentId)?.carriedOver ?? 0 : 0)}`, { size: 9 });
    if (a.note) pen.line(a.note, { size: 9 });
    const runs = s.applications.filter((app) => app.adjustmentId === a.adjustmentId).sort((x, y) => x.PayRunID.localeCompare(y.PayRunID));
    if (runs.length === 0) pen.line('Not applied in a pay run yet.', { size: 9 });
    else {
      pen.table(RUN_COLUMNS, runs.map((r) => [r.PayRunID, money(r.amountDue), money(r.amountApplied), money(r.carriedOver)]),
        ['Applied in all runs', '', money(sumAmounts(runs.map((r) => r.amountApplied))), '']);
    }
  }
  return pen.save();
}
