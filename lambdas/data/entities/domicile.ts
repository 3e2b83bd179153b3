import { Entity, type EntityItem } from 'electrodb';
import { SERVICE } from '#lambdas/data/table';
import { reusedEntity } from './reused-entity.ts';

/** A domicile (home terminal) of the company (spec domicileData; id is its code, e.g. PHX). */
export const domicileSchema = {
  model: { entity: 'domicile', version: '1', service: SERVICE },
  attributes: {
    companyId: { type: 'string', required: true, readOnly: true },
    id: { type: 'string', required: true, readOnly: true },
    name: { type: 'string', required: true },
    timeZone: { type: 'string' },
    address: { type: 'string' },
    city: { type: 'string' },
    state: { type: 'string' },
    lat: { type: 'number' },
    lon: { type: 'number' },
    Active: { type: 'boolean', default: true },
    updatedAt: { type: 'string' },
  },
  indexes: {
    byId: { pk: { field: 'pk', composite: ['companyId'] }, sk: { field: 'sk', composite: ['id'] } },
  },
} as const;

const reused = reusedEntity((config) => new Entity(domicileSchema, config));

export function domicileEntity() {
  return reused();
}

export type DomicileItem = EntityItem<ReturnType<typeof domicileEntity>>;
