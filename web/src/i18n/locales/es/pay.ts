import { payLineEs } from '#shared/payroll/pay-line-words/es';
import type { Catalogue } from '#web/i18n/catalogue.ts';

/** The driver's pay screens in Spanish: every key of en/pay.ts, same `{{names}}`. */
export const payEs = {
  title: 'Mi pago',
  description: 'Sus últimos 12 recibos de pago, el más reciente primero.',
  empty: 'Todavía no hay recibos de pago.',
  noDriverId: 'Su cuenta no tiene número de chofer, así que no hay pago que mostrar. Pregunte al administrador de su compañía.',
  paid: 'Pagado el {{date}}',
  weekEnding: 'Semana que termina el {{date}}',
  miles: '{{miles}} mi',
  back: 'Todos los recibos',
  earnings: 'Ingresos',
  earningsTotal: 'Total de ingresos',
  deductions: 'Deducciones',
  deductionsTotal: 'Total de deducciones',
  paidAmount: 'Pagado',
  nonTaxablePerDiem: 'de lo cual viáticos no gravables',
  taxablePay: 'Pago gravable',
  noEarnings: 'No hay ingresos esta semana.',
  downloadPdf: 'Descargar PDF',
  cardLead: 'Recibo de pago',
  latest: {
    header: 'Pago',
    all: 'Todos los recibos',
    none: 'Todavía no hay recibos de pago.',
    open: 'Abrir su último recibo de pago',
  },
  line: payLineEs,
} as const satisfies Catalogue['pay'];
