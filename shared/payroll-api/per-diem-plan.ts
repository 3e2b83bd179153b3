import * as z from 'zod';
import { PER_DIEM_PLANS } from '#shared/payroll/per-diem-plan';

/** PUT /pay-settings/per-diem-plan: how the company pays per diem, saved against the version the page loaded. */
export const perDiemPlanBody = z
  .object({
    perDiemPlan: z.enum(PER_DIEM_PLANS, { error: 'Per diem plan must be Share of pay or Advance.' }),
    version: z.number({ error: 'Version is required: reload the page.' }).int({ error: 'Version must be a whole number.' }).min(1, { error: 'Version must be 1 or more.' }).max(1_000_000_000, { error: 'Version is at most 1000000000.' }),
  })
  .strict();
export type PerDiemPlanEdit = z.infer<typeof perDiemPlanBody>;
