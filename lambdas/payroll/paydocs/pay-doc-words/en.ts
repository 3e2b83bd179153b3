import { payLineEn } from '#shared/payroll/pay-line-words/en';

/** The pay document PDF's words in English; `{{name}}` filled in by the renderer. es.ts has every key. */
export const payDocEn = {
  heading: 'Driver pay document - {{name}} ({{id}})',
  week: 'Week ending {{end}}    Pay date {{pay}}    Pay document {{doc}}',
  columns: { trip: 'Trip', date: 'Date', truck: 'Truck', run: 'Run', miles: 'Miles', payType: 'Pay type', payout: 'Payout', dandh: 'D&H' },
  /** The statement's trip types and the engine's pay types; another value is printed as it is. */
  tripTypes: { Solo: 'Solo', Team: 'Team' },
  payTypes: { 'Per Mile': 'Per Mile', 'Flat Rate': 'Flat Rate', 'Leg Payout': 'Leg Payout', '% of Trip Rev': '% of Trip Rev', '% of Gross Rev': '% of Gross Rev', Stored: 'Stored' },
  earnings: 'Earnings',
  earningsTotal: 'Total earnings',
  deductions: 'Deductions',
  deductionsTotal: 'Total deductions',
  paid: 'Paid',
  nonTaxablePerDiem: 'of which non-taxable per diem',
  taxablePay: 'Taxable pay',
  totalMiles: 'Total miles {{miles}}',
  line: payLineEn,
} as const;

type Words<T> = { readonly [K in keyof T]: T[K] extends string ? string : Words<T[K]> };
/** The shape every language's words have: the English one's keys. */
export type PayDocWords = Words<typeof payDocEn>;
