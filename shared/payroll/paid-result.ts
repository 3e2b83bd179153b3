import { centsToAmount } from '#shared/money/round';
import * as fmt from './explain-format.ts';
import { driverPaid, type PaidFigures } from './paid.ts';
import type { PerDiemPlan } from './per-diem-plan.ts';
import type { DriverPayDoc, PayWeekResult } from './result-types.ts';

/** What a pay document adds to the engine's result about what the driver is paid, in dollars. */
export interface PaidFields {
  perDiemPlan: PerDiemPlan;
  /** What the driver receives (pay rules, "What the driver is paid"); totalCompensation stays the spec's. */
  paid: number;
  /** `share`: the part of paid that is non-taxable per diem; `advance`: 0. */
  nonTaxablePerDiem: number;
  /** paid less its non-taxable per diem. */
  taxablePay: number;
  /** `advance`: the per diem handed out during the week, taken from the earnings; `share`: 0. */
  perDiemAdvanced: number;
  paidExplanation: string;
}

export type PaidPayDoc = DriverPayDoc & PaidFields;
export type PaidPayWeekResult = Omit<PayWeekResult, 'payDocs'> & { perDiemPlan: PerDiemPlan; payDocs: PaidPayDoc[] };

function explanation(p: PaidFigures): string {
  const deducted = p.deductionsTakenCents.reduce((s, c) => s + c, 0);
  const deductions = deducted > 0 ? ` - deductions ${fmt.cents(deducted)}` : '';
  if (p.plan === 'advance') {
    const advanced = p.perDiemAdvancedCents > 0 ? ` - per diem advanced ${fmt.cents(p.perDiemAdvancedCents)}` : '';
    return `Advance plan: payable entries ${fmt.cents(p.earningsCents)}${advanced}${deductions} = paid ${fmt.cents(p.paidCents)}.`;
  }
  const split = p.nonTaxablePerDiemCents > 0 ? `, of which non-taxable per diem ${fmt.cents(p.nonTaxablePerDiemCents)} and taxable pay ${fmt.cents(p.taxableCents)}` : '';
  return `Share plan: payable entries ${fmt.cents(p.earningsCents)}${deductions} = paid ${fmt.cents(p.paidCents)}${split}.`;
}

/** One pay document with what the driver is paid under `plan`. */
export function withPaid(doc: DriverPayDoc, plan: PerDiemPlan): PaidPayDoc {
  const p = driverPaid(doc.compModel, plan);
  return {
    ...doc,
    perDiemPlan: plan,
    paid: centsToAmount(p.paidCents),
    nonTaxablePerDiem: centsToAmount(p.nonTaxablePerDiemCents),
    taxablePay: centsToAmount(p.taxableCents),
    perDiemAdvanced: centsToAmount(p.perDiemAdvancedCents),
    paidExplanation: fmt.retained(explanation(p)),
  };
}

/** The engine's week with what each driver is paid under the company's per diem plan (the what-if's output). */
export function payWeekWithPaid(result: PayWeekResult, plan: PerDiemPlan): PaidPayWeekResult {
  return { ...result, perDiemPlan: plan, payDocs: result.payDocs.map((d) => withPaid(d, plan)) };
}
