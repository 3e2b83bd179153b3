import { Entity, type EntityItem } from 'electrodb';
import { SERVICE } from '#lambdas/data/table';
import { reusedEntity } from './reused-entity.ts';

/**
 * One row of a company pay table (soloRateTable, teamRateTable, LegPayoutTable, DropAndHookTable,
 * SpotPayoutTable, spotRateTableConfig). The spec keeps these as arrays in the company document and
 * migrates big ones away; one item per row removes the size limit. `position` keeps table order, which
 * decides the first matching row.
 */
export const payTableRowSchema = {
  model: { entity: 'payTableRow', version: '1', service: SERVICE },
  attributes: {
    companyId: { type: 'string', required: true, readOnly: true },
    table: { type: 'string', required: true, readOnly: true },
    /** Zero-padded row position, so the sort key keeps the table's order. */
    position: { type: 'string', required: true, readOnly: true },
    mileRangeStart: { type: 'number' },
    mileRangeEnd: { type: 'number' },
    payRate: { type: 'number' },
    payType: { type: 'string' },
    payout: { type: 'number' },
    legOrg: { type: 'string' },
    legDes: { type: 'string' },
    ratePaid: { type: 'number' },
    spotName: { type: 'string' },
    siteName: { type: 'string' },
    includeLiveLoad: { type: 'boolean' },
    liveLoadRate: { type: 'number' },
    liveLoadType: { type: 'string' },
    tierName: { type: 'string' },
    description: { type: 'string' },
  },
  indexes: {
    byTable: { pk: { field: 'pk', composite: ['companyId'] }, sk: { field: 'sk', composite: ['table', 'position'] } },
  },
} as const;

const reused = reusedEntity((config) => new Entity(payTableRowSchema, config));

export function payTableRowEntity() {
  return reused();
}

export type PayTableRowItem = EntityItem<ReturnType<typeof payTableRowEntity>>;

export function positionKey(index: number): string {
  return String(index).padStart(6, '0');
}
