import { Entity, type EntityItem } from 'electrodb';
import { SERVICE } from '#lambdas/data/table';
import { reusedEntity } from './reused-entity.ts';

/** A company bookmark; `securityLevel` is the highest role number that may read it (spec part 1 §6). */
export const bookmarkSchema = {
  model: { entity: 'bookmark', version: '1', service: SERVICE },
  attributes: {
    companyId: { type: 'string', required: true, readOnly: true },
    id: { type: 'string', required: true, readOnly: true },
    title: { type: 'string', required: true },
    url: { type: 'string', required: true },
    order: { type: 'number', default: 0 },
    securityLevel: { type: 'number', required: true },
  },
  indexes: {
    byCompany: { pk: { field: 'pk', composite: ['companyId'] }, sk: { field: 'sk', composite: ['id'] } },
  },
} as const;

const reused = reusedEntity((config) => new Entity(bookmarkSchema, config));

export function bookmarkEntity() {
  return reused();
}

export type BookmarkItem = EntityItem<ReturnType<typeof bookmarkEntity>>;
