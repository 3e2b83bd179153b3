import { compare, fromNumber, type Decimal } from '#shared/money/decimal';
import type { CalendarDay } from '#shared/dates/calendar-day';
import { formatUsDate } from '#shared/dates/calendar-day';
import type { BonusButton } from './bonus-button.ts';
import * as fmt from './explain-format.ts';
import type { BonusReason } from './result-types.ts';

/** What a bonus button looks at of one driver's week. */
export interface DriverWeek {
  readonly driverId: string;
  readonly active: boolean;
  readonly termStatus: string;
  readonly hireDay: CalendarDay | undefined;
  readonly periodEnd: CalendarDay;
  /** Domicile codes, trimmed and upper-cased. */
  readonly domicileCodes: readonly string[];
  /** VehicleIDs of the driver's trips, trimmed. */
  readonly vehicleIds: ReadonlySet<string>;
  readonly totalMiles: Decimal;
  readonly tripRevenue: Decimal;
  readonly grossRevenue: Decimal;
  /** Mileage Pay + D&H Payout, in cents. */
  readonly tripEarnings: number;
}

export interface EligibilityCheck {
  readonly failed?: BonusReason;
  readonly text: string;
}

/**
 * TermStatus says terminated when one of its words starts with "term", in any case ("TERM", "Termed",
 * "Inactive / Termination"); a word is a run of letters and digits, so "Determined" does not.
 */
const TERM_WORD = /(?<![\p{L}\p{N}])term/iu;

export function isTerminated(termStatus: string): boolean {
  return TERM_WORD.test(termStatus);
}

function activeCheck(_button: BonusButton, week: DriverWeek): EligibilityCheck {
  if (!week.active) return { failed: 'driver-inactive', text: 'the driver is not active' };
  if (isTerminated(week.termStatus)) return { failed: 'driver-inactive', text: `the driver's term status is ${fmt.quote(week.termStatus)}` };
  return { text: 'the driver is active' };
}

/** Days from HireDate to the period's end date must be at least tenureMinDays when that is set. */
function tenureCheck(button: BonusButton, week: DriverWeek): EligibilityCheck {
  const min = button.tenureMinDays;
  if (min === undefined || min <= 0) return { text: 'no tenure requirement' };
  if (week.hireDay === undefined) return { failed: 'tenure-requirement-not-met', text: `it needs ${min} days of tenure and the driver has no hire date` };
  const days = week.periodEnd - week.hireDay;
  const span = `${days} days from hire date ${formatUsDate(week.hireDay)} to period end ${formatUsDate(week.periodEnd)}`;
  return days < min
    ? { failed: 'tenure-requirement-not-met', text: `${span}, fewer than the ${min} required` }
    : { text: `${span} (at least ${min})` };
}

function selectorCheck(button: BonusButton, week: DriverWeek): EligibilityCheck {
  if (button.applyToAll) return { text: 'it applies to all drivers' };
  const { driverIds, domicileIds, tractorIds } = button;
  if (driverIds.length === 0 && domicileIds.length === 0 && tractorIds.length === 0) {
    return { failed: 'selector-mismatch', text: 'it does not apply to all drivers and selects no drivers, domiciles or tractors' };
  }
  let matches = 0, lists = 0, detail = '';
  const note = (name: string, values: readonly string[], matched: boolean, has: string) => {
    lists++;
    if (matched) matches++;
    detail += `${detail ? '; ' : ''}${name} [${values.join(', ')}] ${matched ? 'match' : 'do not match'} ${has}`;
  };
  if (driverIds.length > 0) note('driver IDs', driverIds, driverIds.includes(week.driverId), week.driverId);
  if (domicileIds.length > 0) note('domiciles', domicileIds, week.domicileCodes.some((code) => button.domicileKeys.has(code)), week.domicileCodes.join('/') || 'none');
  if (tractorIds.length > 0) note('tractors', tractorIds, [...week.vehicleIds].some((id) => button.tractorKeys.includes(id.toUpperCase())), [...week.vehicleIds].join(', ') || 'none');
  const matched = button.matchStrategy === 'all' ? matches === lists : matches > 0;
  return matched ? { text: `selectors (${button.matchStrategy}): ${detail}` } : { failed: 'selector-mismatch', text: `selectors (${button.matchStrategy}) fail: ${detail}` };
}

function mileageCheck(button: BonusButton, week: DriverWeek): EligibilityCheck {
  const total = week.totalMiles;
  const shown = fmt.miles(total);
  if (button.eligibility.enforceMileage) {
    const { minMiles, maxMiles } = button.eligibility;
    const within = compare(total, fromNumber(minMiles)) >= 0 && compare(total, fromNumber(maxMiles)) <= 0;
    const text = `${shown} mi ${within ? 'is' : 'is not'} within the required ${minMiles}-${maxMiles} mi`;
    return within ? { text } : { failed: 'mileage-eligibility-not-met', text };
  }
  if (button.payAllMiles) return { text: 'it pays on all miles' };
  const within = compare(total, fromNumber(button.mileageMin)) > 0 && compare(total, fromNumber(button.mileageMax)) <= 0;
  const text = `${shown} mi ${within ? 'is' : 'is not'} above ${button.mileageMin} and at most ${button.mileageMax} mi`;
  return within ? { text } : { failed: 'mileage-eligibility-not-met', text };
}

const CHECKS = [activeCheck, tenureCheck, selectorCheck, mileageCheck];

/** The eligibility checks in the spec's order; the first that fails gives the outcome's reason. */
export function checkEligibility(button: BonusButton, week: DriverWeek): { failed?: BonusReason; steps: string[] } {
  const steps: string[] = [];
  for (const rule of CHECKS) {
    const check = rule(button, week);
    steps.push(check.text);
    if (check.failed) return { failed: check.failed, steps };
  }
  return { steps };
}
