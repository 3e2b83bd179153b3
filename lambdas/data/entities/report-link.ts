import { Entity, type EntityItem } from 'electrodb';
import { SERVICE } from '#lambdas/data/table';
import { reusedEntity } from './reused-entity.ts';

/**
 * The signed link a scheduled report's e-mail carries: it answers a fresh 15-minute download link to the
 * rendered file until it expires (7 days). A presigned URL cannot be e-mailed itself: it dies with the
 * credentials of the function that signed it. Only a hash of the secret is kept.
 */
export const reportLinkSchema = {
  model: { entity: 'reportLink', version: '1', service: SERVICE },
  attributes: {
    companyId: { type: 'string', required: true, readOnly: true },
    linkId: { type: 'string', required: true, readOnly: true },
    scheduleId: { type: 'string', required: true, readOnly: true },
    reportName: { type: 'string', required: true, readOnly: true },
    from: { type: 'string', required: true, readOnly: true },
    to: { type: 'string', required: true, readOnly: true },
    fileKey: { type: 'string', required: true, readOnly: true },
    fileName: { type: 'string', required: true, readOnly: true },
    secretHash: { type: 'string', required: true, readOnly: true },
    linkExpiresAt: { type: 'string', required: true, readOnly: true },
    createdAt: { type: 'string', required: true, readOnly: true },
  },
  indexes: {
    byLinkId: { pk: { field: 'pk', composite: ['companyId', 'linkId'] }, sk: { field: 'sk', composite: [] } },
  },
} as const;

const reused = reusedEntity((config) => new Entity(reportLinkSchema, config));

export function reportLinkEntity() {
  return reused();
}

export type ReportLinkItem = EntityItem<ReturnType<typeof reportLinkEntity>>;
