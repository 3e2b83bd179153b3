import { ZERO, add, toNumber } from '#shared/money/decimal';
import { centsToAmount, type Cents } from '#shared/money/round';
import type { PayPeriodDays } from '#shared/dates/pay-period';
import { formatUsDate } from '#shared/dates/calendar-day';
import type { BonusButton } from './bonus-button.ts';
import type { DriverWeek } from './bonus-eligibility.ts';
import { evaluateBonus } from './bonus-evaluation.ts';
import { totalCompensation, tripEarningEntries } from './comp-model.ts';
import type { DriverContext } from './driver-context.ts';
import type { BonusOutcome, CompModelEntry, DriverPayDoc, TripPayoutRecord } from './result-types.ts';
import { perDiemEntry, timePayEntries, type WorkedDay } from './time-pay.ts';
import type { TripFacts } from './trip-facts.ts';

/** One driver's trip payout, with the cents it was built from. */
export interface DriverTripPay {
  readonly facts: TripFacts;
  readonly record: TripPayoutRecord;
  readonly payoutCents: Cents;
  readonly dandhCents: Cents;
}

function driverWeek(driver: DriverContext, trips: readonly DriverTripPay[], period: PayPeriodDays, tripEarnings: Cents): DriverWeek {
  let totalMiles = ZERO, tripRevenue = ZERO, grossRevenue = ZERO;
  const vehicleIds = new Set<string>();
  for (const { facts } of trips) {
    totalMiles = add(totalMiles, facts.miles);
    tripRevenue = add(tripRevenue, facts.revenue);
    grossRevenue = add(grossRevenue, facts.gross);
    if (facts.vehicleId !== '') vehicleIds.add(facts.vehicleId.toUpperCase());
  }
  return {
    driverId: driver.id,
    active: driver.lookup.Active !== false,
    termStatus: typeof driver.lookup.TermStatus === 'string' ? driver.lookup.TermStatus : '',
    hireDay: driver.hireDay,
    periodEnd: period.end,
    domicileCodes: driver.domicileCodes,
    vehicleIds,
    totalMiles,
    tripRevenue,
    grossRevenue,
    tripEarnings,
  };
}

function displayNameOf(driver: DriverContext): string {
  const { DisplayName, FirstName, LastName } = driver.lookup;
  if (typeof DisplayName === 'string' && DisplayName.trim() !== '') return DisplayName.trim();
  return [FirstName, LastName].filter((part) => typeof part === 'string' && part.trim() !== '').join(' ');
}

/**
 * A driver's pay document for the week. Phase 1: trip payouts, Mileage Pay and D&H Payout (plus time
 * pay). Phase 2: bonuses in label order. Per Diem last; then the total.
 */
export function buildPayDoc(driver: DriverContext, trips: readonly DriverTripPay[], buttons: readonly BonusButton[], period: PayPeriodDays, cards: readonly WorkedDay[]): DriverPayDoc {
  const [mileage, dandh] = tripEarningEntries(trips.map((t) => t.payoutCents), trips.map((t) => t.dandhCents));
  const mileageCents = trips.reduce((sum, t) => sum + t.payoutCents, 0);
  const dandhCents = trips.reduce((sum, t) => sum + t.dandhCents, 0);
  const compModel: CompModelEntry[] = [mileage, dandh, ...timePayEntries(driver.lookup, cards)];

  const week = driverWeek(driver, trips, period, mileageCents + dandhCents);
  const bonusOutcomes: BonusOutcome[] = [];
  for (const button of buttons) {
    const { outcome, entry } = evaluateBonus(button, week);
    bonusOutcomes.push(outcome);
    if (entry) compModel.push(entry);
  }
  const perDiem = perDiemEntry(driver.lookup);
  if (perDiem) compModel.push(perDiem);

  const total = totalCompensation(compModel);
  return {
    DriverID: driver.lookup.DriverID,
    DisplayName: displayNameOf(driver),
    mileagePayout: centsToAmount(mileageCents),
    dropAndHookPayout: centsToAmount(dandhCents),
    totalMiles: toNumber(week.totalMiles),
    TripPayoutRecords: trips.map((t) => t.record),
    compModel,
    bonusOutcomes,
    totalCompensation: centsToAmount(total.total),
    totalExplanation: total.text,
    payDate: formatUsDate(period.payDate),
    endDate: formatUsDate(period.end),
  };
}
