import { cents, centsToAmount } from '#shared/money/round';
import { PayInputError } from '#shared/payroll/errors';
import { computePayWeek } from '#shared/payroll/pay-week';
import type { DriverPayDoc } from '#shared/payroll/result-types';
import type { BonusButtonInput, DriverLookup, PayWeekInput } from '#shared/payroll/types';
import { payRunParams } from '#shared/payroll-api/common';
import { whatIfBody, type WhatIf, type WhatIfDriverDifference, type WhatIfResult } from '#shared/payroll-api/tools';
import { ValidationError } from '#lambdas/http/errors';
import { companyRoute } from '#lambdas/http/route-handler';
import { loadRun } from '#lambdas/payroll/calculation/run-context';
import { runScenario } from '#lambdas/payroll/inputs/run-scenario';

function edited(base: PayWeekInput, change: WhatIf): PayWeekInput {
  const byId = new Map((change.drivers ?? []).map((d) => [d.DriverID, d]));
  return {
    ...base,
    company: { ...base.company, ...(change.company ?? {}) } as PayWeekInput['company'],
    bonusButtons: change.bonusButtons ? change.bonusButtons.map((b, i) => ({ ...b, id: b.id ?? `what-if-${i + 1}` }) as BonusButtonInput) : base.bonusButtons,
    drivers: base.drivers.map((d) => {
      const patch = byId.get(String(d.DriverID));
      return patch ? ({ ...d, ...patch, TermStatus: patch.TermStatus === undefined ? d.TermStatus : patch.TermStatus ? 'Terminated' : '' } as DriverLookup) : d;
    }),
  };
}

function compute(input: PayWeekInput) {
  try {
    return computePayWeek(input);
  } catch (error) {
    if (error instanceof PayInputError) throw new ValidationError(`Invalid what-if: ${error.message}`, { body: error.message });
    throw error;
  }
}

function difference(before: DriverPayDoc | undefined, after: DriverPayDoc | undefined): WhatIfDriverDifference {
  const doc = (after ?? before)!;
  const trips = new Map((before?.TripPayoutRecords ?? []).map((r) => [String(r.TripNumber), r]));
  const entries = new Map((before?.compModel ?? []).map((e) => [e.label, e.value]));
  const afterEntries = new Map((after?.compModel ?? []).map((e) => [e.label, e.value]));
  const labels = [...new Set([...entries.keys(), ...afterEntries.keys()])];
  const b = before?.totalCompensation ?? 0;
  const a = after?.totalCompensation ?? 0;
  return {
    DriverID: String(doc.DriverID),
    DisplayName: doc.DisplayName,
    before: b,
    after: a,
    difference: centsToAmount(cents(a) - cents(b)),
    changedTrips: (after?.TripPayoutRecords ?? [])
      .filter((r) => trips.get(String(r.TripNumber))?.payout !== r.payout)
      .map((r) => ({ TripNumber: String(r.TripNumber), before: trips.get(String(r.TripNumber))?.payout ?? 0, after: r.payout, explanation: r.explanation })),
    changedEntries: labels.filter((l) => entries.get(l) !== afterEntries.get(l)).map((l) => ({ label: l, before: entries.get(l) ?? 0, after: afterEntries.get(l) ?? 0 })),
  };
}

/**
 * The engine on the run with an edited rule: per-driver difference against the current rules.
 * Nothing is saved. Manual payouts stay as they are on both sides.
 */
export const handler = companyRoute({ params: payRunParams, body: whatIfBody }, async ({ caller, params, body }) => {
  const run = await loadRun(caller.companyId, params.id);
  const base = await runScenario(caller.companyId, run);
  const before = compute(base);
  const after = compute(edited(base, body));
  const ids = [...new Set([...before.payDocs, ...after.payDocs].map((d) => String(d.DriverID)))].sort();
  const drivers = ids
    .map((id) => difference(before.payDocs.find((d) => String(d.DriverID) === id), after.payDocs.find((d) => String(d.DriverID) === id)))
    .filter((d) => d.difference !== 0 || d.changedTrips.length > 0 || d.changedEntries.length > 0);
  const total = (docs: DriverPayDoc[]) => docs.reduce((s, d) => s + cents(d.totalCompensation), 0);
  const result: WhatIfResult = {
    PayRunID: run.PayRunID,
    totalBefore: centsToAmount(total(before.payDocs)),
    totalAfter: centsToAmount(total(after.payDocs)),
    difference: centsToAmount(total(after.payDocs) - total(before.payDocs)),
    drivers,
    saved: false,
  };
  return result;
});
