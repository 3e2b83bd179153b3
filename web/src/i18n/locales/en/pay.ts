import { payLineEn } from '#shared/payroll/pay-line-words/en';

/** The driver's pay screens (pay list, a pay document, the Drive page's latest pay) in English; `line`: his pay lines, shared with the PDF. */
export const payEn = {
  title: 'My pay',
  description: 'Your last 12 pay documents, newest first.',
  empty: 'No pay documents yet.',
  noDriverId: 'Your account has no driver ID, so there is no pay to show. Ask your company administrator.',
  paid: 'Paid {{date}}',
  weekEnding: 'Week ending {{date}}',
  miles: '{{miles}} mi',
  back: 'All pay documents',
  earnings: 'Earnings',
  earningsTotal: 'Total earnings',
  deductions: 'Deductions',
  deductionsTotal: 'Total deductions',
  paidAmount: 'Paid',
  nonTaxablePerDiem: 'of which non-taxable per diem',
  taxablePay: 'Taxable pay',
  noEarnings: 'No earnings this week.',
  downloadPdf: 'Download PDF',
  cardLead: 'Pay document',
  latest: {
    header: 'Pay',
    all: 'All pay statements',
    none: 'No pay documents yet.',
    open: 'Open your latest pay document',
  },
  line: payLineEn,
} as const;
