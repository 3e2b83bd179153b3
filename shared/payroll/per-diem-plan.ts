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

/**
 * The plan a pay document is paid under: the one it was calculated with (its deductions were taken from
 * Paid under it), else, for a document calculated before the plan was kept on it, the company's.
 */
export function payDocPlanOf(doc: { perDiemPlan?: unknown }, company: { perDiemPlan?: unknown } | undefined | null): PerDiemPlan {
  return PER_DIEM_PLANS.find((plan) => plan === doc.perDiemPlan) ?? perDiemPlanOf(company);
}
