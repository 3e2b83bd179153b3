import type { AdjustmentView } from '#shared/payroll-api/adjustments';
import type { TypedDay } from '#web/components/typed-day.ts';

/** The adjustment form's draft; amounts are typed text until the schema checks them, a week ending is null while not a date. */
export interface AdjustmentDraft {
  DriverID: string;
  kind: 'deduction' | 'reimbursement';
  label: string;
  amount: string;
  recurrence: 'one-off' | 'weekly';
  startWeekEnding: TypedDay;
  endWeekEnding: TypedDay;
  active: boolean;
  note: string;
}

export const emptyAdjustment = (): AdjustmentDraft => ({ DriverID: '', kind: 'deduction', label: '', amount: '', recurrence: 'one-off', startWeekEnding: '', endWeekEnding: '', active: true, note: '' });

export const draftOfAdjustment = (a: AdjustmentView): AdjustmentDraft => ({
  DriverID: a.DriverID, kind: a.kind, label: a.label, amount: a.amount.toFixed(2), recurrence: a.recurrence, startWeekEnding: a.startWeekEnding,
  endWeekEnding: a.endWeekEnding ?? '', active: a.active, note: a.note ?? '',
});

/** Every date the draft sends is a date or left empty: a typed non-date (the field says why) is not sent. */
export const datesTyped = (d: AdjustmentDraft) => d.startWeekEnding !== null && (d.recurrence !== 'weekly' || d.endWeekEnding !== null);

const amountOf = (text: string) => (text.trim() === '' ? undefined : Number.isFinite(Number(text)) ? Number(text) : text);

/** POST /settlement-adjustments body (adjustmentBody), before validation. */
export function createBodyOf(d: AdjustmentDraft): Record<string, unknown> {
  return {
    DriverID: d.DriverID, kind: d.kind, label: d.label, amount: amountOf(d.amount), recurrence: d.recurrence, startWeekEnding: d.startWeekEnding || undefined,
    ...(d.recurrence === 'weekly' && d.endWeekEnding ? { endWeekEnding: d.endWeekEnding } : {}), active: d.active, ...(d.note.trim() ? { note: d.note.trim() } : {}),
  };
}

/** PUT /settlement-adjustments/{id} body (adjustmentUpdateBody), before validation. */
export function updateBodyOf(d: AdjustmentDraft, version: number): Record<string, unknown> {
  return {
    label: d.label, amount: amountOf(d.amount), endWeekEnding: d.recurrence === 'weekly' && d.endWeekEnding ? d.endWeekEnding : null, active: d.active,
    ...(d.note.trim() ? { note: d.note.trim() } : {}), version,
  };
}
