import type { DueAdjustment, AdjustmentOutcome } from '#shared/settlements/apply-adjustments';
import { isDueInWeek } from '#shared/settlements/apply-adjustments';
import { adjustmentApplicationEntity } from '#lambdas/data/entities/adjustment-application';
import { settlementAdjustmentEntity } from '#lambdas/data/entities/settlement-adjustment';
import { batchDelete, batchPut } from '#lambdas/data/batch';

/**
 * The driver's adjustments due in the run of `weekEnding` (= PayRunID): this run's amounts plus the
 * remainders carried by his latest earlier run, for active adjustments only.
 */
export async function dueAdjustments(companyId: string, DriverID: string, weekEnding: string): Promise<DueAdjustment[]> {
  const [{ data: adjustments }, { data: applications }] = await Promise.all([
    settlementAdjustmentEntity().query.byDriver({ companyId, DriverID }).go({ pages: 'all' }),
    adjustmentApplicationEntity().query.byDriver({ companyId, DriverID }).lt({ PayRunID: weekEnding }).go({ pages: 'all' }),
  ]);
  if (adjustments.length === 0) return [];
  const latestBefore = new Map<string, { PayRunID: string; carriedOver: number }>();
  for (const app of applications) {
    if (app.PayRunID >= weekEnding) continue;
    const known = latestBefore.get(app.adjustmentId);
    if (!known || app.PayRunID > known.PayRunID) latestBefore.set(app.adjustmentId, app);
  }
  const due: DueAdjustment[] = [];
  for (const a of adjustments.sort((x, y) => x.startWeekEnding.localeCompare(y.startWeekEnding) || x.adjustmentId.localeCompare(y.adjustmentId))) {
    if (a.active === false) continue;
    const earlier = latestBefore.get(a.adjustmentId);
    const amount = isDueInWeek(a, weekEnding, earlier !== undefined) ? a.amount : 0;
    const carried = earlier?.carriedOver ?? 0;
    if (amount > 0 || carried > 0) due.push({ adjustmentId: a.adjustmentId, kind: a.kind, label: a.label, amount, carried });
  }
  return due;
}

/** Rewrites the run's applications for the driver (a recalculation replaces its own, nothing else). */
export async function saveApplications(companyId: string, DriverID: string, PayRunID: string, outcomes: readonly AdjustmentOutcome[]): Promise<void> {
  const entity = adjustmentApplicationEntity();
  const { data: existing } = await entity.query.byDriver({ companyId, DriverID, PayRunID }).go({ pages: 'all' });
  const keep = new Set(outcomes.map((o) => o.adjustmentId));
  const stale = existing.filter((e) => !keep.has(e.adjustmentId));
  await batchDelete(entity, stale.map((e) => ({ companyId, DriverID, PayRunID, adjustmentId: e.adjustmentId })));
  await batchPut(entity, outcomes.map((o) => ({ companyId, DriverID, PayRunID, ...o })));
}
