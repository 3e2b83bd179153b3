import { Entity, type EntityItem } from 'electrodb';
import { SERVICE } from '#lambdas/data/table';
import { reusedEntity } from './reused-entity.ts';

/** The company's IFTA tax rates of one quarter ($/gal per jurisdiction), entered from the IFTA rate matrix. */
export const iftaRateSchema = {
  model: { entity: 'iftaRate', version: '1', service: SERVICE },
  attributes: {
    companyId: { type: 'string', required: true, readOnly: true },
    /** YYYY-Qn. */
    quarter: { type: 'string', required: true, readOnly: true },
    rates: {
      type: 'list', required: true,
      items: { type: 'map', properties: { state: { type: 'string', required: true }, rate: { type: 'number', required: true } } },
    },
    updatedBy: { type: 'string' },
    updatedAt: { type: 'string', watch: '*', set: () => new Date().toISOString() },
  },
  indexes: {
    byQuarter: { pk: { field: 'pk', composite: ['companyId', 'quarter'] }, sk: { field: 'sk', composite: [] } },
  },
} as const;

const reused = reusedEntity((config) => new Entity(iftaRateSchema, config));

export function iftaRateEntity() {
  return reused();
}

export type IftaRateItem = EntityItem<ReturnType<typeof iftaRateEntity>>;
