import { Entity, type EntityItem } from 'electrodb';
import { SERVICE } from '#lambdas/data/table';
import { reusedEntity } from './reused-entity.ts';

/**
 * A tractor's signed inspection link (the spec's open path /inspection-form): printed as a QR code for
 * the cab, it opens that tractor's inspection for someone not signed in, until it expires or is revoked.
 * Only a hash of its secret is kept, as for feed keys.
 */
export const inspectionLinkSchema = {
  model: { entity: 'inspectionLink', version: '1', service: SERVICE },
  attributes: {
    companyId: { type: 'string', required: true, readOnly: true },
    linkId: { type: 'string', required: true, readOnly: true },
    VehicleID: { type: 'string', required: true, readOnly: true },
    secretHash: { type: 'string', required: true, readOnly: true },
    expiresAt: { type: 'string', required: true, readOnly: true },
    createdAt: { type: 'string', required: true, readOnly: true },
    createdBy: { type: 'string', required: true, readOnly: true },
    revokedAt: { type: 'string' },
    revokedBy: { type: 'string' },
    lastUsedAt: { type: 'string' },
  },
  indexes: {
    byLinkId: { pk: { field: 'pk', composite: ['companyId'] }, sk: { field: 'sk', composite: ['linkId'] } },
  },
} as const;

const reused = reusedEntity((config) => new Entity(inspectionLinkSchema, config));

export function inspectionLinkEntity() {
  return reused();
}

export type InspectionLinkItem = EntityItem<ReturnType<typeof inspectionLinkEntity>>;
