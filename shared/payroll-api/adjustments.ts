import * as z from 'zod';
import { LIMITS } from '#shared/validation/bounds';
import { labelled } from '#shared/validation/field-labels';
import { driverId, isoDate, money, version } from './common.ts';

/** The sentence for a weekly adjustment's last week ending set before its first, on the adjustment form's labels. */
export const LAST_BEFORE_FIRST = 'Last week ending is before the first week ending.';

export const ADJUSTMENT_KINDS = ['deduction', 'reimbursement'] as const;
export const ADJUSTMENT_RECURRENCES = ['one-off', 'weekly'] as const;

/** POST /settlement-adjustments (role ≤ 2). */
export const adjustmentBody = z
  .object({
    DriverID: driverId,
    kind: z.enum(ADJUSTMENT_KINDS),
    label: labelled(z.string().trim().min(1).max(80), 'Label'),
    amount: labelled(money.refine((v) => v > 0, 'The amount must be more than 0.'), 'Amount (USD)'),
    recurrence: z.enum(ADJUSTMENT_RECURRENCES).default('one-off'),
    /** First week ending it applies to; a one-off applies to that week only. */
    startWeekEnding: labelled(isoDate, 'First week ending'),
    /** Last week ending of a weekly adjustment (none: until stopped). */
    endWeekEnding: labelled(isoDate, 'Last week ending').optional(),
    active: z.boolean().default(true),
    note: z.string().trim().max(300).optional(),
  })
  .strict()
  .refine((a) => !a.endWeekEnding || a.endWeekEnding >= a.startWeekEnding, { message: LAST_BEFORE_FIRST, path: ['endWeekEnding'] });
export type AdjustmentInput = z.infer<typeof adjustmentBody>;

export const adjustmentUpdateBody = z
  .object({
    label: labelled(z.string().trim().min(1).max(80), 'Label').optional(),
    amount: labelled(money.refine((v) => v > 0, 'The amount must be more than 0.'), 'Amount (USD)').optional(),
    endWeekEnding: labelled(isoDate, 'Last week ending').nullable().optional(),
    active: z.boolean().optional(),
    note: z.string().trim().max(300).optional(),
    version,
  })
  .strict();

export const adjustmentListQuery = z.object({ driverId: z.string().max(LIMITS.idLength).optional() }).strict();

export interface AdjustmentView extends Omit<AdjustmentInput, 'endWeekEnding'> {
  adjustmentId: string;
  endWeekEnding?: string;
  createdBy: string;
  createdAt: string;
  version: number;
}

/** How an adjustment was applied in one pay run. */
export interface AdjustmentApplicationView {
  adjustmentId: string;
  PayRunID: string;
  DriverID: string;
  kind: 'deduction' | 'reimbursement';
  label: string;
  /** This week's amount plus what was carried over from earlier runs. */
  amountDue: number;
  amountApplied: number;
  /** What could not be deducted and goes to the next run. */
  carriedOver: number;
}

/** GET /settlement-adjustments/balances: the running balance still owed by each driver. */
export interface DriverAdjustmentBalance {
  DriverID: string;
  balance: number;
  lastPayRunID: string;
}
