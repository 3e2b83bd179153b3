/**
 * How a company pays per diem (pay rules, "What the driver is paid"): `share` — per diem is the
 * non-taxable share of pay he earned, so he is paid every payable entry; `advance` — per diem was handed
 * to him during the week, so he is paid total compensation and the per diem shows as a deduction.
 */
export const PER_DIEM_PLANS = ['share', 'advance'] as const;
export type PerDiemPlan = (typeof PER_DIEM_PLANS)[number];
export const DEFAULT_PER_DIEM_PLAN: PerDiemPlan = 'share';

/** The company's stored plan, or the default when it has none (or an unknown value). */
export function perDiemPlanOf(company: { perDiemPlan?: unknown } | undefined | null): PerDiemPlan {
  const stored = company?.perDiemPlan;
  return PER_DIEM_PLANS.find((plan) => plan === stored) ?? DEFAULT_PER_DIEM_PLAN;
}
