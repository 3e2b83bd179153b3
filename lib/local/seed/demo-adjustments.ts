import { formatIsoDate, type CalendarDay } from '#shared/dates/calendar-day';
import { settlementAdjustmentEntity } from '#lambdas/data/entities/settlement-adjustment';

interface DemoAdjustment {
  adjustmentId: string;
  DriverID: string;
  kind: 'deduction' | 'reimbursement';
  label: string;
  amount: number;
  recurrence: 'one-off' | 'weekly';
  /** Indexes into the demo's pay weeks, oldest first. */
  from: number;
  to?: number;
  note: string;
}

/**
 * Adjustments across Red Mesa's demo pay weeks, on drivers the tests leave alone: an escrow withheld
 * weekly for eight weeks, a truck-stop cash advance and its repayment a week later, and a toll
 * reimbursement, so the pay documents and the balances show each kind.
 */
const ADJUSTMENTS: readonly DemoAdjustment[] = [
  { adjustmentId: 'demo-escrow-1004504', DriverID: '1004504', kind: 'deduction', label: 'Escrow', amount: 75, recurrence: 'weekly', from: 2, to: 9, note: 'Lease escrow, $600 over eight weeks' },
  { adjustmentId: 'demo-advance-1004505', DriverID: '1004505', kind: 'reimbursement', label: 'Cash advance', amount: 250, recurrence: 'one-off', from: 5, note: 'Advance at the Tucson truck stop' },
  { adjustmentId: 'demo-advance-repaid-1004505', DriverID: '1004505', kind: 'deduction', label: 'Cash advance repayment', amount: 250, recurrence: 'one-off', from: 6, note: 'Repays the advance of the week before' },
  { adjustmentId: 'demo-tolls-1004508', DriverID: '1004508', kind: 'reimbursement', label: 'Tolls', amount: 42.75, recurrence: 'one-off', from: 8, note: 'Receipts handed in at the PHX yard' },
];

/** Writes the demo's adjustments before its weeks are calculated (the same ids on every start). */
export async function seedDemoAdjustments(companyId: string, weeks: readonly CalendarDay[]): Promise<void> {
  for (const a of ADJUSTMENTS) {
    const start = weeks[a.from];
    if (!start) continue;
    const end = a.to === undefined ? undefined : weeks[a.to];
    await settlementAdjustmentEntity()
      .put({
        companyId, adjustmentId: a.adjustmentId, DriverID: a.DriverID, kind: a.kind, label: a.label, amount: a.amount, recurrence: a.recurrence,
        startWeekEnding: formatIsoDate(start), ...(end ? { endWeekEnding: formatIsoDate(end) } : {}), active: true, note: a.note, createdBy: 'Marcus Bell', version: 1,
      })
      .go();
  }
}
