import { computePayWeek } from '#shared/payroll/pay-week';
import type { DriverPayDoc, PayWeekResult } from '#shared/payroll/result-types';
import type { BonusButtonInput, DriverLookup, PayWeekInput } from '#shared/payroll/types';
import type { WhatIf, WhatIfDriverDifference, WhatIfResult } from '#shared/payroll-api/tools';

const cents = (n: number) => Math.round(n * 100);
const money = (c: number) => c / 100;

/** The run's engine input with the edited rules put in, as the server's what-if would do it. */
export function applyWhatIf(scenario: PayWeekInput, change: WhatIf): PayWeekInput {
  const changedDrivers = new Map((change.drivers ?? []).map((d) => [String(d.DriverID), d]));
  return {
    ...scenario,
    company: { ...(scenario.company ?? {}), ...(change.company ?? {}) },
    bonusButtons: change.bonusButtons ? (change.bonusButtons as BonusButtonInput[]) : (scenario.bonusButtons ?? null),
    drivers: scenario.drivers.map((driver) => {
      const patch = changedDrivers.get(String(driver.DriverID));
      if (!patch) return driver;
      const { TermStatus, ...rest } = patch;
      return { ...driver, ...rest, ...(TermStatus !== undefined ? { TermStatus: TermStatus ? 'Terminated' : '' } : {}) } as DriverLookup;
    }),
  };
}

function difference(before: DriverPayDoc | undefined, after: DriverPayDoc | undefined): WhatIfDriverDifference | null {
  const doc = after ?? before;
  if (!doc) return null;
  const b = before?.totalCompensation ?? 0;
  const a = after?.totalCompensation ?? 0;
  const tripsBefore = new Map((before?.TripPayoutRecords ?? []).map((l) => [String(l.TripNumber), l]));
  const changedTrips = (after?.TripPayoutRecords ?? [])
    .filter((l) => cents(tripsBefore.get(String(l.TripNumber))?.payout ?? 0) !== cents(l.payout))
    .map((l) => ({ TripNumber: String(l.TripNumber), before: tripsBefore.get(String(l.TripNumber))?.payout ?? 0, after: l.payout, explanation: l.explanation }));
  const entriesBefore = new Map((before?.compModel ?? []).map((e) => [e.label, e.value]));
  const labels = new Set([...(before?.compModel ?? []).map((e) => e.label), ...(after?.compModel ?? []).map((e) => e.label)]);
  const entriesAfter = new Map((after?.compModel ?? []).map((e) => [e.label, e.value]));
  const changedEntries = [...labels]
    .map((label) => ({ label, before: entriesBefore.get(label) ?? 0, after: entriesAfter.get(label) ?? 0 }))
    .filter((e) => cents(e.before) !== cents(e.after));
  return { DriverID: String(doc.DriverID), DisplayName: doc.DisplayName, before: b, after: a, difference: money(cents(a) - cents(b)), changedTrips, changedEntries };
}

/** Per-driver difference between two engine results of the same run. */
export function compareResults(PayRunID: string, before: PayWeekResult, after: PayWeekResult): WhatIfResult {
  const beforeBy = new Map(before.payDocs.map((d) => [String(d.DriverID), d]));
  const afterBy = new Map(after.payDocs.map((d) => [String(d.DriverID), d]));
  const ids = [...new Set([...beforeBy.keys(), ...afterBy.keys()])];
  const drivers = ids.map((id) => difference(beforeBy.get(id), afterBy.get(id))).filter((d): d is WhatIfDriverDifference => d !== null);
  const totalBefore = money(drivers.reduce((sum, d) => sum + cents(d.before), 0));
  const totalAfter = money(drivers.reduce((sum, d) => sum + cents(d.after), 0));
  return { PayRunID, totalBefore, totalAfter, difference: money(cents(totalAfter) - cents(totalBefore)), drivers, saved: false };
}

/** The what-if in this browser: the same pure engine the calculation runs, before and after the change. */
export function whatIfInBrowser(PayRunID: string, scenario: PayWeekInput, change: WhatIf): WhatIfResult {
  return compareResults(PayRunID, computePayWeek(scenario), computePayWeek(applyWhatIf(scenario, change)));
}
