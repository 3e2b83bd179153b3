import { ZERO, add, compare, fromNumber, min, mul, sign, type Decimal } from '#shared/money/decimal';
import type { BonusButton, CalculationMethod } from './bonus-button.ts';
import type { DriverWeek } from './bonus-eligibility.ts';
import * as fmt from './explain-format.ts';
import { pct } from './pay-types.ts';

export interface BonusAmount {
  /** Exact, before rounding to cents. */
  readonly amount: Decimal;
  readonly text: string;
}

function methodAmount(method: CalculationMethod, week: DriverWeek): BonusAmount {
  const rate = method.rate === undefined ? undefined : fromNumber(method.rate);
  switch (method.type) {
    case 'per-mile':
      if (!rate) return { amount: ZERO, text: 'per-mile with no numeric rate = 0.00' };
      return { amount: mul(rate, week.totalMiles), text: `per-mile ${fmt.rate(rate)} × ${fmt.miles(week.totalMiles)} mi` };
    case 'flat-rate':
      if (method.flatAmount === undefined) return { amount: ZERO, text: 'flat-rate with no numeric flat amount = 0.00' };
      return { amount: fromNumber(method.flatAmount), text: `flat ${fmt.money(fromNumber(method.flatAmount))}` };
    case 'percent-trip-rev':
    case 'percent-gross-rev': {
      const base = method.type === 'percent-trip-rev' ? week.tripRevenue : week.grossRevenue;
      const what = method.type === 'percent-trip-rev' ? 'trip revenue' : 'gross revenue';
      const fraction = rate ? pct(rate) : undefined;
      if (!fraction) return { amount: ZERO, text: `${method.type} rate ${fmt.quote(method.rate ?? '')} is not a valid percentage = 0.00` };
      return { amount: mul(fraction, base), text: `${fmt.percent(fraction)} × ${fmt.money(base)} ${what}` };
    }
    default:
      return { amount: ZERO, text: `unknown method type ${fmt.quote(method.type)} = 0.00` };
  }
}

/** Caps at maxPayout when that is > 0. */
function capped(amount: Decimal, maxPayout: number | undefined): { amount: Decimal; text: string } {
  if (maxPayout === undefined || maxPayout <= 0) return { amount, text: '' };
  const cap = fromNumber(maxPayout);
  return compare(amount, cap) > 0 ? { amount: min(amount, cap), text: `, capped at ${fmt.money(cap)}` } : { amount, text: '' };
}

/**
 * The bonus before any guarantee: the sum of its calculation methods, each capped by its own
 * maxPayout, then capped by the button's maxPayout.
 */
export function bonusAmount(button: BonusButton, week: DriverWeek): BonusAmount {
  let total = ZERO;
  const parts: string[] = [];
  for (const method of button.calculationMethods) {
    const raw = methodAmount(method, week);
    const cap = capped(raw.amount, method.maxPayout);
    total = add(total, cap.amount);
    parts.push(`${raw.text}${cap.text}`);
  }
  const buttonCap = capped(total, button.maxPayout);
  const sum = parts.length > 1 ? `(${parts.join(') + (')})` : parts[0] ?? '0.00';
  return { amount: sign(buttonCap.amount) === 0 ? ZERO : buttonCap.amount, text: `${sum}${buttonCap.text}` };
}
