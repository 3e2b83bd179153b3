import { PAY_COLUMNS, payColumns, type PayEntry } from '#shared/payroll-summary/pay-columns';
import { usd } from '#web/components/format.ts';
import { payColumnText } from '#web/features/payroll/strings.ts';

const ALWAYS_SHOWN = new Set(['mileagePay', 'dandhPay']);

/**
 * A pay document's pay columns as key-value items, then its total: the items shown add up to it.
 * Columns other than mileage and D&H are left out when they are zero, which changes no sum.
 */
export function payColumnItems(compModel: readonly PayEntry[], totalLabel: string) {
  const pay = payColumns(compModel);
  return [
    ...PAY_COLUMNS.filter((c) => ALWAYS_SHOWN.has(c) || pay[c] !== 0).map((c) => ({ label: payColumnText[c], value: <span data-testid={`paydoc-${c}`}>{usd(pay[c])}</span> })),
    { label: totalLabel, value: <strong data-testid="paydoc-total">{usd(pay.totalCompensation)}</strong> },
  ];
}
