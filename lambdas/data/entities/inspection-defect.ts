import { Entity, type EntityItem } from 'electrodb';
import { SERVICE } from '#lambdas/data/table';
import { DEFECT_STATES } from '#shared/forms/defect-states';
import { reusedEntity } from './reused-entity.ts';

/**
 * One fault of a submission (fleet-rules "Inspections": a failed Pass / Fail field, not hidden, not
 * Trailer), from report to repair: open, deferred (reason and date) or resolved (who, when, comment,
 * images, the maintenance record of the repair and its certification for the next driver, §396.11(a)(3)).
 * The tractor partition holds its faults; the state index is the shop's queue.
 */
export const inspectionDefectSchema = {
  model: { entity: 'inspectionDefect', version: '1', service: SERVICE },
  attributes: {
    companyId: { type: 'string', required: true, readOnly: true },
    VehicleID: { type: 'string', required: true, readOnly: true },
    submissionId: { type: 'string', required: true, readOnly: true },
    fieldId: { type: 'string', required: true, readOnly: true },
    state: { type: DEFECT_STATES, required: true },
    label: { type: 'string', required: true, readOnly: true },
    category: { type: 'string', required: true, readOnly: true },
    formName: { type: 'string', required: true, readOnly: true },
    completedAt: { type: 'string', required: true, readOnly: true },
    Domicile: { type: 'string', readOnly: true },
    reportedBy: { type: 'string', required: true, readOnly: true },
    reportedByDriverId: { type: 'string', readOnly: true },
    remarks: { type: 'string', readOnly: true },
    photos: { type: 'list', items: { type: 'string' }, readOnly: true },
    /** The tractor may not run until this fault is repaired (set by the form item or by the shop). */
    outOfService: { type: 'boolean', default: false },
    deferredReason: { type: 'string' },
    /** YYYY-MM-DD. */
    deferredUntil: { type: 'string' },
    deferredBy: { type: 'string' },
    deferredAt: { type: 'string' },
    /** Display name of who resolved it, or `Admin` when he has none (spec §5). */
    resolvedBy: { type: 'string' },
    resolvedByDisplayName: { type: 'string' },
    resolvedByUid: { type: 'string' },
    resolvedAt: { type: 'string' },
    /** UTC month (YYYY-MM) of resolvedAt, `none` before it is resolved: the resolved faults' partition. */
    resolvedMonth: { type: 'string', default: 'none', watch: ['resolvedAt'], set: (_: unknown, { resolvedAt }: { resolvedAt?: string }) => (resolvedAt ? resolvedAt.slice(0, 7) : 'none') },
    /** resolvedAt again, as the resolved-month index sorts by it (empty before it is resolved). */
    resolvedOn: { type: 'string', default: '', watch: ['resolvedAt'], set: (_: unknown, { resolvedAt }: { resolvedAt?: string }) => resolvedAt ?? '' },
    resolutionComment: { type: 'string' },
    resolutionImages: { type: 'list', items: { type: 'string' } },
    /** The maintenance record of the repair (created or linked on resolution). */
    maintenanceRecordId: { type: 'string' },
    maintenanceServiceDate: { type: 'string' },
    /** §396.11(a)(3): who certified the repair (or that none was needed), for the next driver's review. */
    repairCertification: { type: ['repaired', 'not-needed'] as const },
    repairCertifiedBy: { type: 'string' },
    repairCertifiedAt: { type: 'string' },
    updatedAt: { type: 'string', required: true },
    version: { type: 'number', default: 1 },
  },
  indexes: {
    byTractor: { pk: { field: 'pk', composite: ['companyId', 'VehicleID'] }, sk: { field: 'sk', composite: ['submissionId', 'fieldId'] } },
    byState: { index: 'gsi1', pk: { field: 'gsi1pk', composite: ['companyId', 'state'] }, sk: { field: 'gsi1sk', composite: ['VehicleID', 'submissionId', 'fieldId'] } },
    /** Faults by the UTC month they were resolved in (`none` before): a period's repairs read only its months. */
    byResolvedMonth: { index: 'gsi2', pk: { field: 'gsi2pk', composite: ['companyId', 'resolvedMonth'] }, sk: { field: 'gsi2sk', composite: ['resolvedOn'] } },
  },
} as const;

const reused = reusedEntity((config) => new Entity(inspectionDefectSchema, config));

export function inspectionDefectEntity() {
  return reused();
}

export type InspectionDefectItem = EntityItem<ReturnType<typeof inspectionDefectEntity>>;
