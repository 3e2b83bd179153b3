/**
 * The words of a driver's pay lines in English, `{{name}}` filled in by shared/payroll/pay-line-text.ts.
 * The screens' catalogue (web/src/i18n/locales/en/pay.ts) and the pay document PDF both use these.
 */
export const payLineEn = {
  trip: 'Trip {{trip}}',
  route: '{{from}} → {{to}}',
  team: 'team',
  spot: 'spot',
  miles: '{{miles}} mi',
  milesTimesRate: '{{miles}} mi × {{rate}}',
  payroll: 'set by payroll',
  'no-rate-covers': 'no pay rate covers these miles',
  mileage: 'mileage pay',
  flat: 'flat rate',
  leg: 'pay for this leg',
  'trip-revenue': 'share of trip revenue',
  'trip-revenue-percent': '{{percent}} of trip revenue after fuel',
  'gross-revenue': 'share of gross revenue',
  'gross-revenue-percent': '{{percent}} of gross revenue',
  'no-rate-applies': 'no pay rate applies',
  dandh: 'Drop and hook · Trip {{trip}}',
  'day-rate': 'Day rate pay',
  hourly: 'Hourly pay',
  weekly: 'Weekly pay',
  bonusReason: '{{label}}: {{reason}}',
  bonusGuarantee: "{{label}}: brings this week's trip pay up to the guaranteed {{amount}}",
  reimbursement: 'Reimbursement: {{label}}',
  deduction: 'Deduction: {{label}}',
  perDiemAdvanced: 'Per diem advanced',
} as const;

export type PayLineWordKey = keyof typeof payLineEn;
export type PayLineWords = { readonly [K in PayLineWordKey]: string };
