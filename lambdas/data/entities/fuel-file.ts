import { Entity, type EntityItem } from 'electrodb';
import { SERVICE } from '#lambdas/data/table';
import { reusedEntity } from './reused-entity.ts';

/** A fuel card transactions file read: the provider's daily file from the inbox, or one uploaded by hand. */
export const fuelFileSchema = {
  model: { entity: 'fuelFile', version: '1', service: SERVICE },
  attributes: {
    companyId: { type: 'string', required: true, readOnly: true },
    /** YYYY of `receivedAt`: a year's files are one partition. */
    year: { type: 'string', required: true, readOnly: true },
    /** ISO instant the file was read; newest first on the fuel card screen. */
    receivedAt: { type: 'string', required: true, readOnly: true },
    fileId: { type: 'string', required: true, readOnly: true },
    fileName: { type: 'string', required: true },
    fileKey: { type: 'string', required: true },
    source: { type: ['wex', 'upload'] as const, required: true },
    status: { type: ['imported', 'refused'] as const, required: true },
    purchases: { type: 'number', required: true },
    /** Purchases stored by this file (a purchase already stored by an earlier file is not added again). */
    added: { type: 'number', required: true },
    unmatched: { type: 'number', required: true },
    unapproved: { type: 'number', required: true },
    /** At most 200 row errors of a refused file. */
    errors: {
      type: 'list',
      items: { type: 'map', properties: { row: { type: 'number', required: true }, column: { type: 'string', required: true }, reason: { type: 'string', required: true } } },
    },
    readBy: { type: 'string' },
  },
  indexes: {
    byCompany: { pk: { field: 'pk', composite: ['companyId', 'year'] }, sk: { field: 'sk', composite: ['receivedAt', 'fileId'] } },
  },
} as const;

const reused = reusedEntity((config) => new Entity(fuelFileSchema, config));

export function fuelFileEntity() {
  return reused();
}

export type FuelFileItem = EntityItem<ReturnType<typeof fuelFileEntity>>;
