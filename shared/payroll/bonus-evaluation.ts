import { toCents } from '#shared/money/decimal';
import { centsToAmount } from '#shared/money/round';
import { bonusAmount } from './bonus-amount.ts';
import type { BonusButton } from './bonus-button.ts';
import { checkEligibility, type DriverWeek } from './bonus-eligibility.ts';
import * as fmt from './explain-format.ts';
import type { BonusOutcome, BonusReason, CompModelEntry } from './result-types.ts';

export interface BonusEvaluation {
  readonly outcome: BonusOutcome;
  /** The compensation-model entry of an applied bonus. */
  readonly entry?: CompModelEntry;
}

function notApplied(button: BonusButton, reason: BonusReason, steps: readonly string[]): BonusEvaluation {
  return { outcome: { id: button.id, label: button.label, applied: false, reason, amount: 0, explanation: fmt.retained(`${button.label} not applied (${reason}): ${steps.join('; ')}.`) } };
}

/**
 * Evaluates one button for one driver: eligibility checks in order, then the amount (rounded to cents),
 * the guarantee when trip earnings are not included, and a final check that something is left to pay.
 */
export function evaluateBonus(button: BonusButton, week: DriverWeek): BonusEvaluation {
  const eligibility = checkEligibility(button, week);
  if (eligibility.failed) return notApplied(button, eligibility.failed, eligibility.steps);
  const steps = [...eligibility.steps];
  const computed = bonusAmount(button, week);
  const base = Number(toCents(computed.amount));
  steps.push(`amount ${computed.text} = ${fmt.cents(base)}`);

  let amount = base;
  if (!button.includeTripEarnings) {
    amount = base - week.tripEarnings;
    steps.push(`trip earnings are not included, so ${fmt.cents(base)} - ${fmt.cents(week.tripEarnings)} trip earnings = ${fmt.cents(amount)}`);
    if (amount <= 0) return notApplied(button, 'guarantee-met', steps);
  }
  if (amount <= 0) return notApplied(button, 'non-positive-amount', steps);

  const value = centsToAmount(amount);
  const explanation = fmt.retained(`${button.label} applied: ${steps.join('; ')}.`);
  const entry: CompModelEntry = {
    label: button.label,
    value,
    payable: button.payable,
    taxable: button.taxable,
    categories: [...button.categories],
    bonus: button.bonus,
    incentive: button.incentive,
    flatRate: button.calculationMethods.every((method) => method.type === 'flat-rate'),
    ...(button.hint !== undefined ? { hint: button.hint } : {}),
    baseAmount: centsToAmount(base),
    includeTripEarnings: button.includeTripEarnings,
    ...(button.includeTripEarnings ? {} : { guaranteeShortfall: value, existingTripEarnings: centsToAmount(week.tripEarnings) }),
    explanation,
  };
  return { outcome: { id: button.id, label: button.label, applied: true, amount: value, explanation }, entry };
}
