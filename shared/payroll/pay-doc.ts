import { ZERO, add, toNumber, type Decimal } from '#shared/money/decimal';
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
  readonly record: TripPayoutRecord;
  readonly payoutCents: Cents;
  readonly dandhCents: Cents;
}

/** A driver's trips of the week as phase 1 collects them: records and the totals bonuses look at. */
export class DriverTrips {
  readonly records: TripPayoutRecord[] = [];
  mileageCents: Cents = 0;
  dandhCents: Cents = 0;
  dandhTrips = 0;
  totalMiles: Decimal = ZERO;
  tripRevenue: Decimal = ZERO;
  grossRevenue: Decimal = ZERO;
  readonly vehicleIds = new Set<string>();

  add(facts: TripFacts, pay: DriverTripPay): void {
    this.records.push(pay.record);
    this.mileageCents += pay.payoutCents;
    this.dandhCents += pay.dandhCents;
    if (pay.dandhCents > 0) this.dandhTrips++;
    this.totalMiles = add(this.totalMiles, facts.miles);
    this.tripRevenue = add(this.tripRevenue, facts.revenue);
    this.grossRevenue = add(this.grossRevenue, facts.gross);
    if (facts.vehicleId !== '') this.vehicleIds.add(facts.vehicleId);
  }
}

function driverWeek(driver: DriverContext, trips: DriverTrips, period: PayPeriodDays): DriverWeek {
  return {
    driverId: driver.id,
    active: driver.lookup.Active !== false,
    termStatus: typeof driver.lookup.TermStatus === 'string' ? driver.lookup.TermStatus : '',
    hireDay: driver.hireDay,
    periodEnd: period.end,
    domicileCodes: driver.domicileCodes,
    vehicleIds: trips.vehicleIds,
    totalMiles: trips.totalMiles,
    tripRevenue: trips.tripRevenue,
    grossRevenue: trips.grossRevenue,
    tripEarnings: trips.mileageCents + trips.dandhCents,
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
export function buildPayDoc(driver: DriverContext, trips: DriverTrips, buttons: readonly BonusButton[], period: PayPeriodDays, cards: readonly WorkedDay[]): DriverPayDoc {
  const [mileage, dandh] = tripEarningEntries(trips.records.length, trips.mileageCents, trips.dandhTrips, trips.dandhCents);
  const compModel: CompModelEntry[] = [mileage, dandh, ...timePayEntries(driver.lookup, cards)];

  const week = driverWeek(driver, trips, period);
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
    mileagePayout: centsToAmount(trips.mileageCents),
    dropAndHookPayout: centsToAmount(trips.dandhCents),
    totalMiles: toNumber(trips.totalMiles),
    TripPayoutRecords: trips.records,
    compModel,
    bonusOutcomes,
    totalCompensation: centsToAmount(total.total),
    totalExplanation: total.text,
    payDate: formatUsDate(period.payDate),
    endDate: formatUsDate(period.end),
  };
}
