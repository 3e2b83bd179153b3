import { isDeepStrictEqual } from 'node:util';
import { computePayWeek } from '#shared/payroll/pay-week';
import type { CompModelEntryView } from '#shared/payroll-api/pay-docs';
import type { DriverPayDoc, TripPayoutRecord } from '#shared/payroll/result-types';
import { payLeftForDeductionsCents } from '#shared/payroll/paid';
import { perDiemPlanOf, type PerDiemPlan } from '#shared/payroll/per-diem-plan';
import { applyAdjustments, type AdjustmentOutcome } from '#shared/settlements/apply-adjustments';
import type { TripPayoutItem } from '#lambdas/data/entities/trip-payout';
import { loadDriverTrips, loadRunPayouts, type PayTrip } from '#lambdas/payroll/inputs/run-trips';
import { dueAdjustments } from './driver-adjustments.ts';
import { driverWeekInput } from './driver-input.ts';
import type { RunContext } from './run-context.ts';
import { writeDriverPay } from './write-driver-pay.ts';

export function payDocId(PayRunID: string, DriverID: string): string {
  return `${PayRunID}_${DriverID}`;
}

function payoutItem(ctx: RunContext, DriverID: string, record: TripPayoutRecord, tripOrder: number, previous: TripPayoutItem | undefined) {
  const next = {
    companyId: ctx.companyId,
    PayRunID: ctx.run.PayRunID,
    DriverID,
    TripNumber: String(record.TripNumber),
    VehicleID: record.VehicleID,
    RunType: record.RunType,
    TripType: record.TripType,
    MilesQTY: record.MilesQTY,
    PayType: record.PayType,
    ...(record.PayRate === null ? {} : { PayRate: record.PayRate }),
    payout: record.payout,
    DandHpayout: record.DandHpayout,
    ...(record.SpotTripId ? { SpotTripId: record.SpotTripId } : {}),
    payoutRule: record.payoutRule,
    explanation: record.explanation,
    dandhExplanation: record.dandhExplanation,
    tripOrder,
    manual: previous?.manual ?? false,
  };
  // The lock version moves only when the figure moves, so an editor's loaded version stays valid across an unchanged recalculation.
  const changed = previous !== undefined && previous.payout !== record.payout;
  return { ...next, version: (previous?.version ?? 0) + (previous === undefined || changed ? 1 : 0) };
}

/** A recalculation leaves a payout whose stored copy is the same, attribute for attribute, unwritten. */
function storedAlready(next: Record<string, unknown>, previous: TripPayoutItem | undefined): boolean {
  if (!previous) return false;
  const stored = previous as Record<string, unknown>;
  const keys = Object.keys(next);
  return keys.length === Object.keys(stored).length && keys.every((k) => isDeepStrictEqual(next[k], stored[k]));
}

function docItem(ctx: RunContext, doc: DriverPayDoc, tripCount: number, total: { value: number; explanation: string; compModel: CompModelEntryView[]; perDiemPlan: PerDiemPlan }) {
  const driver = ctx.drivers.get(String(doc.DriverID));
  return {
    companyId: ctx.companyId,
    PayRunID: ctx.run.PayRunID,
    DriverID: String(doc.DriverID),
    PayDocID: payDocId(ctx.run.PayRunID, String(doc.DriverID)),
    DisplayName: doc.DisplayName,
    FirstName: driver?.FirstName ?? '',
    LastName: driver?.LastName ?? '',
    payDate: ctx.run.PayDate,
    payDateString: ctx.run.PayDateString,
    endDate: ctx.run.WeekEnding,
    endDateString: ctx.run.WeekEndingString,
    mileagePayout: doc.mileagePayout,
    dropAndHookPayout: doc.dropAndHookPayout,
    totalMiles: doc.totalMiles,
    tripCount,
    compModel: total.compModel,
    bonusOutcomes: doc.bonusOutcomes,
    totalCompensation: total.value,
    totalExplanation: total.explanation,
    engineTotalCompensation: doc.totalCompensation,
    perDiemPlan: total.perDiemPlan,
    phase: 2,
    calculatedAt: new Date().toISOString(),
    calculationId: ctx.calculationId,
  };
}

function docOf(result: ReturnType<typeof computePayWeek>, DriverID: string): DriverPayDoc | undefined {
  return result.payDocs.find((d) => String(d.DriverID) === DriverID);
}

type PayoutItem = ReturnType<typeof payoutItem>;
type DocItem = ReturnType<typeof docItem>;

/** One driver's pay worked out in both phases, not yet written. */
export interface DriverPay {
  DriverID: string;
  payouts: PayoutItem[];
  /** The payouts that differ from what is stored (all of them on a first calculation). */
  payoutWrites: PayoutItem[];
  /** The pay document with both phases applied, written once the trip payouts are. */
  doc: DocItem;
  /** Trips and payouts per vehicle, for the run's vehicle summaries. */
  trips: PayTrip[];
  adjustments: AdjustmentOutcome[] | undefined;
}

/**
 * Works out one driver's pay in the spec's two phases, which the engine runs in order in one pass:
 * (1) trip payouts with Mileage Pay and D&H Payout; (2) bonuses applied or removed; then settlement
 * adjustments. Reads only; undefined when the driver has no paid trip (his team partner is unknown).
 */
export async function calculateDriver(ctx: RunContext, DriverID: string, loaded?: { trips: PayTrip[]; previous: TripPayoutItem[] }): Promise<DriverPay | undefined> {
  const { companyId } = ctx;
  const PayRunID = ctx.run.PayRunID;
  const [trips, previous] = loaded
    ? [loaded.trips, loaded.previous]
    : await Promise.all([loadDriverTrips(companyId, PayRunID, DriverID), loadRunPayouts(companyId, PayRunID, DriverID)]);
  const paid = docOf(computePayWeek(driverWeekInput(ctx, DriverID, trips, previous)), DriverID);
  if (!paid) return undefined;
  const byTrip = new Map(previous.map((p) => [p.TripNumber, p]));
  // Bonuses never move a trip payout: the records are phase 1's whatever phase 2 decided.
  const payouts = paid.TripPayoutRecords.map((r, i) => payoutItem(ctx, DriverID, r, i, byTrip.get(String(r.TripNumber))));
  // Only drivers with adjustments of their own read their applications: most drivers have none.
  const hasAdjustments = ctx.adjustmentDrivers.has(DriverID);
  // Deductions take from what he is paid, which the per diem plan decides; the document keeps the plan they were taken under.
  const perDiemPlan = perDiemPlanOf(ctx.company);
  const applied = applyAdjustments(paid.totalCompensation, hasAdjustments ? await dueAdjustments(companyId, DriverID, PayRunID) : [], payLeftForDeductionsCents(paid.compModel, perDiemPlan));
  return {
    DriverID,
    payouts,
    payoutWrites: payouts.filter((p) => !storedAlready(p, byTrip.get(p.TripNumber))),
    doc: docItem(ctx, paid, trips.length, {
      value: applied.entries.length > 0 ? applied.total : paid.totalCompensation,
      explanation: paid.totalExplanation + applied.explanation,
      compModel: [...paid.compModel, ...applied.entries],
      perDiemPlan,
    }),
    trips,
    adjustments: hasAdjustments ? applied.outcomes : undefined,
  };
}

/** Pays one driver now (after a manual edit). */
export async function payDriver(ctx: RunContext, DriverID: string): Promise<DriverPay | undefined> {
  const pay = await calculateDriver(ctx, DriverID);
  if (pay) await writeDriverPay(ctx, [pay]);
  return pay;
}
