import type { LastInspectionView, ReviewDefect } from '#shared/forms/fill-api';
import { formSubmissionEntity, type FormSubmissionItem } from '#lambdas/data/entities/form-submission';
import { inspectionDefectEntity, type InspectionDefectItem } from '#lambdas/data/entities/inspection-defect';
import { openAndDeferredDefectsOf } from '#lambdas/inspections/defects/tractor-defects';
import { photoLinks } from './form-images.ts';

const PAGE = 25;
const PAGES = 8;

/** The tractor's newest DVIR (other forms about it are skipped), or undefined when it has none. */
export async function lastDvirOf(companyId: string, VehicleID: string): Promise<FormSubmissionItem | undefined> {
  let cursor: string | null = null;
  for (let page = 0; page < PAGES; page += 1) {
    const answer: { data: FormSubmissionItem[]; cursor: string | null } = await formSubmissionEntity()
      .query.byTractor({ companyId, VehicleID })
      .go({ order: 'desc', limit: PAGE, cursor });
    const dvir = answer.data.find((s) => s.formType === 'DVIR');
    if (dvir) return dvir;
    cursor = answer.cursor;
    if (!cursor) return undefined;
  }
  return undefined;
}

export async function defectsOfSubmission(companyId: string, VehicleID: string, submissionId: string): Promise<InspectionDefectItem[]> {
  const { data } = await inspectionDefectEntity().query.byTractor({ companyId, VehicleID, submissionId }).go({ pages: 'all' });
  return data.filter((d) => d.submissionId === submissionId);
}

async function reviewDefect(d: InspectionDefectItem): Promise<ReviewDefect> {
  return {
    submissionId: d.submissionId, reportedAt: d.completedAt, reportedBy: d.reportedBy,
    fieldId: d.fieldId, label: d.label, category: d.category, state: d.state, outOfService: d.outOfService ?? false, remarks: d.remarks ?? '',
    photoUrls: await photoLinks(d.photos ?? []),
    deferredReason: d.deferredReason ?? null, deferredUntil: d.deferredUntil ?? null,
    resolvedBy: d.resolvedBy ?? null, resolvedAt: d.resolvedAt ?? null, resolutionComment: d.resolutionComment ?? null,
    repairCertification: d.repairCertification ?? null, repairCertifiedBy: d.repairCertifiedBy ?? null, repairCertifiedAt: d.repairCertifiedAt ?? null,
  };
}

/** What the next driver of a tractor must review: its last DVIR and every fault of it not yet resolved. */
export interface TractorReview {
  last: FormSubmissionItem | undefined;
  /** The last DVIR's faults in every state, then earlier faults still open or deferred. */
  defects: InspectionDefectItem[];
  reviewRequired: boolean;
}

/**
 * §396.13: a fault stays before every next driver until it is resolved (certified repaired), deferred ones
 * shown as deferred, however many DVIRs have passed since: the last DVIR alone would lose it.
 */
export async function tractorReview(companyId: string, VehicleID: string): Promise<TractorReview> {
  const [last, unresolved] = await Promise.all([lastDvirOf(companyId, VehicleID), openAndDeferredDefectsOf(companyId, VehicleID)]);
  const ofLast = last ? await defectsOfSubmission(companyId, VehicleID, last.submissionId) : [];
  const earlier = unresolved.filter((d) => d.submissionId !== last?.submissionId);
  return { last, defects: [...ofLast, ...earlier], reviewRequired: Boolean(last) && ((last?.countOfFailedFormFields ?? 0) > 0 || earlier.length > 0) };
}

/**
 * §396.13: what the next driver reviews before his DVIR: the tractor's last DVIR, every fault it reported
 * with its state now (open, deferred, resolved with its repair certification), every earlier fault not yet
 * resolved, and short-lived photo links. A review (and its signature) is required when any is listed unresolved
 * or the last DVIR reported a fault.
 */
export async function lastInspectionView(companyId: string, VehicleID: string): Promise<LastInspectionView> {
  const { last, defects: items, reviewRequired } = await tractorReview(companyId, VehicleID);
  const defects = await Promise.all(items.map(reviewDefect));
  if (!last) return { VehicleID, submission: null, defects, reviewRequired: false };
  const remarks = last.formFields.find((f) => f.style === 'Comment' && !f.hidden && (f.valueText ?? '').trim() !== '')?.valueText ?? '';
  return {
    VehicleID,
    submission: {
      submissionId: last.submissionId, formName: last.formName, completedAt: last.completedAt, submittedByDisplayName: last.submittedByDisplayName,
      countOfFailedFormFields: last.countOfFailedFormFields, remarks,
    },
    defects,
    reviewRequired,
  };
}
