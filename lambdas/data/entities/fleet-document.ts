import { Entity, type EntityItem } from 'electrodb';
import { SERVICE } from '#lambdas/data/table';
import { DOC_KINDS, OWNER_KINDS } from '#shared/documents/doc-kinds';
import { reusedEntity } from './reused-entity.ts';

/**
 * A company, tractor or driver document (spec part 2 §3 `documents`): what it is, when it expires and
 * where its file is in the private uploads bucket. `docType` keeps the spec's class (CompanyDoc,
 * VehicleDoc, DriverDoc); `docKind` says which paper it is. The owner index lists one owner's papers.
 */
export const fleetDocumentSchema = {
  model: { entity: 'fleetDocument', version: '1', service: SERVICE },
  attributes: {
    companyId: { type: 'string', required: true, readOnly: true },
    id: { type: 'string', required: true, readOnly: true },
    ownerKind: { type: OWNER_KINDS, required: true, readOnly: true },
    /** VehicleID or DriverID; '' for the company's own papers. */
    ownerId: { type: 'string', required: true, readOnly: true },
    /** `company`, `tractor#{VehicleID}` or `driver#{DriverID}` (doc-kinds.ts ownerKeyOf). */
    ownerKey: { type: 'string', required: true, readOnly: true },
    docType: { type: ['CompanyDoc', 'VehicleDoc', 'DriverDoc'] as const, required: true, readOnly: true },
    docKind: { type: DOC_KINDS, required: true },
    label: { type: 'string', required: true },
    /** YYYY-MM-DD; absent for a paper that does not expire. */
    expDate: { type: 'string' },
    fileKey: { type: 'string' },
    fileName: { type: 'string' },
    contentType: { type: 'string' },
    fileSize: { type: 'number' },
    createdBy: { type: 'string', required: true },
    createdAt: { type: 'string', required: true },
    updatedBy: { type: 'string', required: true },
    updatedAt: { type: 'string', required: true },
    version: { type: 'number', default: 1 },
  },
  indexes: {
    byId: { pk: { field: 'pk', composite: ['companyId'] }, sk: { field: 'sk', composite: ['id'] } },
    byOwner: { index: 'gsi1', pk: { field: 'gsi1pk', composite: ['companyId', 'ownerKey'] }, sk: { field: 'gsi1sk', composite: ['docType', 'id'] } },
  },
} as const;

const reused = reusedEntity((config) => new Entity(fleetDocumentSchema, config));

export function fleetDocumentEntity() {
  return reused();
}

export type FleetDocumentItem = EntityItem<ReturnType<typeof fleetDocumentEntity>>;
