import { inspectionDefectEntity, type InspectionDefectItem } from '#lambdas/data/entities/inspection-defect';
import { tractorEntity } from '#lambdas/data/entities/tractor';

/** The tractor's faults that are not resolved (deferred ones included), newest submission first. */
export async function unresolvedDefectsOf(companyId: string, VehicleID: string): Promise<InspectionDefectItem[]> {
  const { data } = await inspectionDefectEntity().query.byTractor({ companyId, VehicleID }).where(({ state }, { ne }) => ne(state, 'resolved')).go({ pages: 'all' });
  return data.sort((a, b) => b.submissionId.localeCompare(a.submissionId) || a.fieldId.localeCompare(b.fieldId));
}

/**
 * §396.13: the tractor's open and deferred faults, whatever submission reported them and however old, read
 * from the state index (only unresolved faults live under those keys, so the tractor's repaired history is
 * never read). Newest submission first.
 */
export async function openAndDeferredDefectsOf(companyId: string, VehicleID: string): Promise<InspectionDefectItem[]> {
  const answers = await Promise.all((['open', 'deferred'] as const).map((state) => inspectionDefectEntity().query.byState({ companyId, state, VehicleID }).go({ pages: 'all' })));
  // The key range is a prefix of the VehicleID: a longer id that starts with it is another tractor.
  return answers
    .flatMap((a) => a.data)
    .filter((d) => d.VehicleID === VehicleID)
    .sort((a, b) => b.submissionId.localeCompare(a.submissionId) || a.fieldId.localeCompare(b.fieldId));
}

/** Spec `prior7dayFormFaultSubmissions`: submissions completed in the last 7 × 24 hours with an unresolved fault. */
export function prior7dayFaultSubmissions(defects: readonly InspectionDefectItem[], now = Date.now()): string[] {
  const since = now - 7 * 24 * 3600_000;
  return [...new Set(defects.filter((d) => Date.parse(d.completedAt) >= since).map((d) => d.submissionId))];
}

const DEFECT_REASON = 'Out-of-service defect';

/**
 * Brings the tractor's `reportedDefectsCount` and its out-of-service hold in line with its faults. Idempotent:
 * every fault action calls it after writing. An unrepaired out-of-service fault takes a tractor out of
 * service (unless the shop already has it out for its own reason); when the last is resolved, a tractor the
 * faults took out goes back in service. A tractor in the shop stays there.
 */
export async function refreshTractorDefects(companyId: string, VehicleID: string): Promise<void> {
  const [defects, { data: tractor }] = await Promise.all([unresolvedDefectsOf(companyId, VehicleID), tractorEntity().get({ companyId, VehicleID }).go()]);
  if (!tractor) return;
  const holds = defects.filter((d) => d.outOfService);
  const patch: Record<string, unknown> = {};
  if (tractor.reportedDefectsCount !== defects.length) patch.reportedDefectsCount = defects.length;
  if (holds.length > 0 && tractor.serviceState !== 'out-of-service') {
    Object.assign(patch, { serviceState: 'out-of-service', outOfServiceByDefect: true, outOfServiceReason: `${DEFECT_REASON}: ${holds.map((d) => d.label).join(', ')}`.slice(0, 200) });
  } else if (holds.length > 0 && tractor.outOfServiceByDefect) {
    patch.outOfServiceReason = `${DEFECT_REASON}: ${holds.map((d) => d.label).join(', ')}`.slice(0, 200);
  } else if (holds.length === 0 && tractor.outOfServiceByDefect) {
    Object.assign(patch, { serviceState: 'in-service', outOfServiceByDefect: false, outOfServiceReason: '' });
  }
  if (Object.keys(patch).length === 0) return;
  await tractorEntity()
    .patch({ companyId, VehicleID })
    .set({ ...patch, updatedAt: new Date().toISOString(), version: (tractor.version ?? 1) + 1 })
    .go();
}
