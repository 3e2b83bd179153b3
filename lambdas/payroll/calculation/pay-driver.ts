import { computePayWeek } from '#shared/payroll/pay-week';
import type { DriverPayDoc, TripPayoutRecord } from '#shared/payroll/result-types';
import { applyAdjustments, type AdjustmentOutcome } from '#shared/settlements/apply-adjustments';
import { payDocEntity } from '../../data/entities/pay-doc.ts';
import type { TripLogItem } from '../../data/entities/trip-log.ts';
import { tripPayoutEntity, type TripPayoutItem } from '../../data/entities/trip-payout.ts';
import { loadDriverTrips, loadRunPayouts } from '../inputs/run-trips.ts';
import { dueAdjustments, saveApplications } from './driver-adjustments.ts';
import { driverWeekInput } from './driver-input.ts';
import type { RunContext } from './run-context.ts';

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

function docItem(ctx: RunContext, doc: DriverPayDoc, phase: 1 | 2, tripCount: number, total: { value: number; explanation: string; compModel: unknown[] }) {
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
    phase,
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
  phase1: DocItem;
  final: DocItem;
  /** Trips and payouts per vehicle, for the run's vehicle summaries. */
  trips: TripLogItem[];
  adjustments: AdjustmentOutcome[] | undefined;
}

/**
 * Works out one driver's pay in the spec's two phases: (1) trip payouts with Mileage Pay and D&H
 * Payout; (2) bonuses applied or removed, then settlement adjustments. Reads only; undefined when the
 * driver has no paid trip (his team partner is unknown).
 */
export async function calculateDriver(ctx: RunContext, DriverID: string, loaded?: { trips: TripLogItem[]; previous: TripPayoutItem[] }): Promise<DriverPay | undefined> {
  const { companyId } = ctx;
  const PayRunID = ctx.run.PayRunID;
  const { trips, previous } = loaded ?? {
    trips: await loadDriverTrips(companyId, PayRunID, DriverID),
    previous: await loadRunPayouts(companyId, PayRunID, DriverID),
  };
  const phase1 = docOf(computePayWeek(driverWeekInput(ctx, DriverID, trips, previous, false)), DriverID);
  if (!phase1) return undefined;
  const byTrip = new Map(previous.map((p) => [p.TripNumber, p]));
  const payouts = phase1.TripPayoutRecords.map((r, i) => payoutItem(ctx, DriverID, r, i, byTrip.get(String(r.TripNumber))));
  const phase2 = docOf(computePayWeek(driverWeekInput(ctx, DriverID, trips, previous, true)), DriverID)!;
  // Only drivers with adjustments of their own read their applications: most drivers have none.
  const hasAdjustments = ctx.adjustmentDrivers.has(DriverID);
  const applied = applyAdjustments(phase2.totalCompensation, hasAdjustments ? await dueAdjustments(companyId, DriverID, PayRunID) : []);
  return {
    DriverID,
    payouts,
    phase1: docItem(ctx, phase1, 1, trips.length, { value: phase1.totalCompensation, explanation: phase1.totalExplanation, compModel: phase1.compModel }),
    final: docItem(ctx, phase2, 2, trips.length, {
      value: applied.entries.length > 0 ? applied.total : phase2.totalCompensation,
      explanation: phase2.totalExplanation + applied.explanation,
      compModel: [...phase2.compModel, ...applied.entries],
    }),
    trips,
    adjustments: hasAdjustments ? applied.outcomes : undefined,
  };
}

/**
 * Writes the pay of several drivers, phase by phase: every trip payout and phase-1 document first,
 * then adjustment applications and the final documents. Idempotent: a retry writes the same items.
 */
export async function writeDriverPay(ctx: RunContext, pays: readonly DriverPay[]): Promise<void> {
  if (pays.length === 0) return;
  await tripPayoutEntity().put(pays.flatMap((p) => p.payouts)).go({ concurrency: 4 });
  await payDocEntity().put(pays.map((p) => p.phase1)).go({ concurrency: 4 });
  for (const p of pays) if (p.adjustments) await saveApplications(ctx.companyId, p.DriverID, ctx.run.PayRunID, p.adjustments);
  await payDocEntity().put(pays.map((p) => p.final)).go({ concurrency: 4 });
}

/** Pays one driver now (after a manual edit). */
export async function payDriver(ctx: RunContext, DriverID: string): Promise<DriverPay | undefined> {
  const pay = await calculateDriver(ctx, DriverID);
  if (pay) await writeDriverPay(ctx, [pay]);
  return pay;
}
