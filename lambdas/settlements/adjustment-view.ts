import type { AdjustmentView } from '#shared/payroll-api/adjustments';
import type { SettlementAdjustmentItem } from '#lambdas/data/entities/settlement-adjustment';

export function adjustmentView(a: SettlementAdjustmentItem): AdjustmentView {
  return {
    adjustmentId: a.adjustmentId,
    DriverID: a.DriverID,
    kind: a.kind,
    label: a.label,
    amount: a.amount,
    recurrence: a.recurrence,
    startWeekEnding: a.startWeekEnding,
    ...(a.endWeekEnding ? { endWeekEnding: a.endWeekEnding } : {}),
    active: a.active ?? true,
    ...(a.note ? { note: a.note } : {}),
    createdBy: a.createdBy,
    createdAt: a.createdAt ?? '',
    version: a.version ?? 1,
  };
}
