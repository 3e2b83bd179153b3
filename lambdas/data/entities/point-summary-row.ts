import { Entity, type EntityItem } from 'electrodb';
import { SERVICE } from '#lambdas/data/table';
import { reusedEntity } from './reused-entity.ts';

/**
 * One row of the company's uploaded points table (spec pointSummaryTable), stored as the file gave it:
 * the Points Summary rule (numeric Availability_%, latest updatedOn per id) is applied when it is read,
 * so what was left out can be counted. An upload replaces the whole table.
 */
export const pointSummaryRowSchema = {
  model: { entity: 'pointSummaryRow', version: '1', service: SERVICE },
  attributes: {
    companyId: { type: 'string', required: true, readOnly: true },
    /** The row's place in the file, zero-padded so rows read back in file order. */
    rowNo: { type: 'string', required: true, readOnly: true },
    id: { type: 'string', required: true },
    name: { type: 'string', default: '' },
    /** Availability_% exactly as the file gave it. */
    availabilityText: { type: 'string', default: '' },
    updatedOn: { type: 'string', default: '' },
    reportUrl: { type: 'string', default: '' },
    refreshedOnText: { type: 'string', default: '' },
    metrics: {
      type: 'list',
      items: { type: 'map', properties: { name: { type: 'string', required: true }, value: { type: 'number', required: true } } },
      default: () => [],
    },
    fileName: { type: 'string', required: true },
    uploadedAt: { type: 'string', required: true },
    uploadedBy: { type: 'string', required: true },
  },
  indexes: {
    byRow: { pk: { field: 'pk', composite: ['companyId'] }, sk: { field: 'sk', composite: ['rowNo'] } },
  },
} as const;

const reused = reusedEntity((config) => new Entity(pointSummaryRowSchema, config));

export function pointSummaryRowEntity() {
  return reused();
}

export type PointSummaryRowItem = EntityItem<ReturnType<typeof pointSummaryRowEntity>>;
