import { readNumeric } from '#shared/money/numeric';
import { ZERO, sign } from '#shared/money/decimal';
import { DateReadError, readDate } from '#shared/dates/read-date';
import { formatPayPeriod, payPeriodDays, type PayPeriodDays } from '#shared/dates/pay-period';
import { normaliseBonusButtons } from './bonus-button.ts';
import { readCompanyContext } from './company-context.ts';
import { readDriverContext, type DriverContext } from './driver-context.ts';
import { PayInputError } from './errors.ts';
import { DriverTrips, buildPayDoc } from './pay-doc.ts';
import type { PayWeekResult } from './result-types.ts';
import { storedPayoutKey, type StoredPayoutIndex } from './spot-payout.ts';
import type { WorkedDay } from './time-pay.ts';
import { idText, readTripFacts } from './trip-facts.ts';
import { payTripForDriver } from './trip-payout.ts';
import type { DriverLookup, PayWeekInput, Timecard } from './types.ts';

function readDateAt<T>(path: string, read: () => T): T {
  try {
    return read();
  } catch (error) {
    if (error instanceof DateReadError) throw new PayInputError(path, error.message);
    throw error;
  }
}

function indexStoredPayouts(input: PayWeekInput): StoredPayoutIndex {
  const index = new Map<string, ReturnType<typeof readNumeric>>();
  for (const stored of input.storedPayouts ?? []) {
    const key = storedPayoutKey(idText(stored.TripNumber), idText(stored.DriverID));
    if (!index.has(key)) index.set(key, readNumeric(stored.payout));
  }
  return index;
}

/** Time cards of the period, by driver; cards dated outside the period do not count. */
function cardsByDriver(cards: readonly Timecard[], period: PayPeriodDays): Map<string, WorkedDay[]> {
  const byDriver = new Map<string, WorkedDay[]>();
  cards.forEach((card, i) => {
    const day = readDateAt(`timecards[${i}].date`, () => readDate(card.date));
    if (day < period.start || day > period.end) return;
    const id = idText(card.DriverID);
    const list = byDriver.get(id) ?? [];
    list.push({ day, minutes: readNumeric(card.minutes) ?? ZERO });
    byDriver.set(id, list);
  });
  return byDriver;
}

/**
 * Pays one week of one company: every trip's payout records, then one pay document per driver with
 * trips, with time cards of the period (minutes > 0) or asked for in `payWithoutTrips` (by DriverID),
 * and the trips that pay nobody because a driver is not in the lookup.
 */
export function computePayWeek(input: PayWeekInput): PayWeekResult {
  const weekEnding = readDateAt('weekEnding', () => readDate(input.weekEnding));
  const period = payPeriodDays(weekEnding);
  const company = readCompanyContext(input.company);
  const stored = indexStoredPayouts(input);
  const buttons = normaliseBonusButtons(input.bonusButtons);
  const cards = cardsByDriver(input.timecards ?? [], period);

  const lookups = new Map<string, { driver: DriverLookup; position: number }>();
  input.drivers.forEach((driver, position) => {
    const id = idText(driver.DriverID);
    if (id !== '' && !lookups.has(id)) lookups.set(id, { driver, position });
  });
  const contexts = new Map<string, DriverContext>();
  const contextOf = (id: string): DriverContext => {
    let context = contexts.get(id);
    if (!context) {
      const { driver, position } = lookups.get(id)!;
      context = readDateAt(`drivers[${position}].HireDate`, () => readDriverContext(driver));
      contexts.set(id, context);
    }
    return context;
  };

  const tripsByDriver = new Map<string, DriverTrips>();
  const unmatchedTrips: Array<string | number> = [];
  for (const trip of input.tripLogs) {
    const facts = readTripFacts(trip);
    const [first, second] = facts.driverIds;
    if (!lookups.has(first!) || (second !== undefined && !lookups.has(second))) {
      unmatchedTrips.push(trip.TripNumber);
      continue;
    }
    for (let i = 0; i < facts.driverIds.length; i++) {
      const id = facts.driverIds[i]!;
      let trips = tripsByDriver.get(id);
      if (!trips) tripsByDriver.set(id, (trips = new DriverTrips()));
      trips.add(facts, payTripForDriver(facts, i === 0 ? 1 : 2, contextOf(id), company, stored));
    }
  }

  // A driver paid for his time is owed his week even when he drove no trip of the statement.
  const worked = [...cards.entries()].filter(([, days]) => days.some((d) => sign(d.minutes) > 0)).map(([id]) => id);
  for (const id of [...(input.payWithoutTrips ?? []), ...worked]) {
    if (lookups.has(id) && !tripsByDriver.has(id)) tripsByDriver.set(id, new DriverTrips());
  }
  const driverIds = [...tripsByDriver.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  return {
    payPeriod: formatPayPeriod(period),
    payDocs: driverIds.map((id) => buildPayDoc(contextOf(id), tripsByDriver.get(id)!, buttons, period, cards.get(id) ?? [])),
    unmatchedTrips,
  };
}
