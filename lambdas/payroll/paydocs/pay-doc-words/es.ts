import { payLineEs } from '#shared/payroll/pay-line-words/es';
import type { PayDocWords } from './en.ts';

/** The pay document PDF's words in Spanish: every key of en.ts (a missing one fails the typecheck). */
export const payDocEs = {
  heading: 'Recibo de pago del chofer - {{name}} ({{id}})',
  week: 'Semana que termina {{end}}    Fecha de pago {{pay}}    Recibo {{doc}}',
  columns: { trip: 'Viaje', date: 'Fecha', truck: 'Camión', run: 'Tipo de viaje', miles: 'Millas', payType: 'Tipo de pago', payout: 'Pago', dandh: 'D&H' },
  tripTypes: { Solo: 'Solo', Team: 'Equipo' },
  payTypes: { 'Per Mile': 'Por milla', 'Flat Rate': 'Tarifa fija', 'Leg Payout': 'Pago por tramo', '% of Trip Rev': '% del ingreso del viaje', '% of Gross Rev': '% del ingreso bruto', Stored: 'Fijado por nómina' },
  earnings: 'Ingresos',
  earningsTotal: 'Total de ingresos',
  deductions: 'Deducciones',
  deductionsTotal: 'Total de deducciones',
  paid: 'Pagado',
  nonTaxablePerDiem: 'de lo cual viáticos no gravables',
  taxablePay: 'Pago gravable',
  totalMiles: 'Millas totales {{miles}}',
  line: payLineEs,
} as const satisfies PayDocWords;
