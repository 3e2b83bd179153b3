import { computePayWeek } from '#shared/payroll/pay-week';
import type { DriverPayDoc, TripPayoutRecord } from '#shared/payroll/result-types';
import { applyAdjustments } from '#shared/settlements/apply-adjustments';
import { payDocEntity } from '../../data/entities/pay-doc.ts';
import { tripPayoutEntity, type TripPayoutItem } from '../../data/entities/trip-payout.ts';
import { loadDriverTrips, loadRunPayouts } from '../inputs/run-trips.ts';
import { dueAdjustments, saveApplications } from './driver-adjustments.ts';
import { driverWeekInput } from './driver-input.ts';
import type { RunContext } from './run-context.ts';

export interface DriverPayResult {
  DriverID: string;
  paid: boolean;
  totalCompensation: number;
  /** True when this calculation had not yet counted the driver (a retried task returns false). */
  firstTime: boolean;
}

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

/**
 * Pays one driver of the run in the spec's two phases, each written on its own: (1) trip payouts with
 * Mileage Pay and D&H Payout; (2) bonuses applied or removed, then settlement adjustments. Idempotent:
 * a retry writes the same items.
 */
export async function payDriver(ctx: RunContext, DriverID: string): Promise<DriverPayResult> {
  const { companyId } = ctx;
  const PayRunID = ctx.run.PayRunID;
  const docs = payDocEntity();
  const [trips, previous, { data: earlierDoc }] = await Promise.all([
    loadDriverTrips(companyId, PayRunID, DriverID),
    loadRunPayouts(companyId, PayRunID, DriverID),
    docs.get({ companyId, PayRunID, DriverID }).go({ attributes: ['calculationId', 'phase'] }),
  ]);
  const firstTime = !(earlierDoc?.calculationId === ctx.calculationId && earlierDoc.phase === 2);

  const phase1 = docOf(computePayWeek(driverWeekInput(ctx, DriverID, trips, previous, false)), DriverID);
  if (!phase1) return { DriverID, paid: false, totalCompensation: 0, firstTime };
  const byTrip = new Map(previous.map((p) => [p.TripNumber, p]));
  const payouts = phase1.TripPayoutRecords.map((r, i) => payoutItem(ctx, DriverID, r, i, byTrip.get(String(r.TripNumber))));
  await tripPayoutEntity().put(payouts).go({ concurrency: 4 });
  await docs.put(docItem(ctx, phase1, 1, trips.length, { value: phase1.totalCompensation, explanation: phase1.totalExplanation, compModel: phase1.compModel })).go();

  const phase2 = docOf(computePayWeek(driverWeekInput(ctx, DriverID, trips, previous, true)), DriverID)!;
  const adjustments = applyAdjustments(phase2.totalCompensation, await dueAdjustments(companyId, DriverID, PayRunID));
  await saveApplications(companyId, DriverID, PayRunID, adjustments.outcomes);
  const final = docItem(ctx, phase2, 2, trips.length, {
    value: adjustments.entries.length > 0 ? adjustments.total : phase2.totalCompensation,
    explanation: phase2.totalExplanation + adjustments.explanation,
    compModel: [...phase2.compModel, ...adjustments.entries],
  });
  await docs.put(final).go();
  return { DriverID, paid: true, totalCompensation: final.totalCompensation, firstTime };
}
