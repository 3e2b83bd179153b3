import { describe, expect, it } from 'vitest';
import { entitySchemas } from './entity-schemas.ts';

interface AttributeShape {
  readonly type: unknown;
  readonly items?: AttributeShape | string;
  readonly properties?: Record<string, AttributeShape>;
}

/** Every attribute path whose value ElectroDB would not check: `any`, a list without items, a map without properties. */
function untyped(path: string, attribute: AttributeShape): string[] {
  if (attribute.type === 'any') return [path];
  if (attribute.type === 'list') {
    if (!attribute.items || typeof attribute.items === 'string') return [`${path}[]`];
    return untyped(`${path}[]`, attribute.items);
  }
  if (attribute.type === 'map') {
    if (!attribute.properties) return [`${path}{}`];
    return Object.entries(attribute.properties).flatMap(([name, inner]) => untyped(`${path}.${name}`, inner));
  }
  return [];
}

describe('entity attributes', () => {
  it('are typed all the way down: no any, every list with its items, every map with its properties', async () => {
    const loose = (await entitySchemas()).flatMap((schema) =>
      Object.entries(schema.attributes).flatMap(([name, attribute]) => untyped(`${schema.model.entity}.${name}`, attribute as AttributeShape)),
    );
    expect(loose).toEqual([]);
  });

  it('finds an untyped attribute nested in a list of maps', () => {
    expect(untyped('run.rows', { type: 'list', items: { type: 'map', properties: { free: { type: 'any' }, fine: { type: 'string' } } } })).toEqual(['run.rows[].free']);
  });
});
