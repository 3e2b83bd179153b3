import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { accessPatternTable } from '#lambdas/data/access-pattern-rows';
import { ACCESS_PATTERNS, PLANNED_ACCESS_PATTERNS } from '#lambdas/data/access-patterns';
import { entitySchemas } from './entity-schemas.ts';

const schemas = await entitySchemas();

const keysOf = (index: { pk: { composite: readonly string[] }; sk: { composite: readonly string[] } }) => `${index.pk.composite.join(', ')} / ${index.sk.composite.join(', ') || '(none)'}`;

describe('access patterns', () => {
  it('lists every entity of lambdas/data/entities once', () => {
    const names = ACCESS_PATTERNS.map((p) => p.entity);
    expect(new Set(names).size).toBe(names.length);
    expect([...names].sort()).toEqual(schemas.map((s) => s.model.entity).sort());
  });

  it.each(schemas.map((s) => [s.model.entity, s] as const))('%s has the keys the table gives it', (entity, schema) => {
    const pattern = ACCESS_PATTERNS.find((p) => p.entity === entity)!;
    const [primary, ...secondary] = Object.values(schema.indexes);
    expect(primary!.index).toBeUndefined();
    expect(primary!.pk.composite).toEqual(pattern.pk);
    expect(primary!.sk.composite).toEqual(pattern.sk);
    expect(secondary.map((i) => `${i.index}: ${keysOf(i)}`)).toEqual(pattern.indexes);
  });

  it('gives every entity that grows with activity an owner below the company, or names the key it is to get', () => {
    const companyWide = ACCESS_PATTERNS.filter((p) => p.grows && p.pk.length === 1 && !p.plannedPk).map((p) => p.entity);
    expect(companyWide).toEqual([]);
    for (const p of [...ACCESS_PATTERNS, ...PLANNED_ACCESS_PATTERNS].filter((x) => x.grows)) {
      expect((p.plannedPk ?? p.pk).length, p.entity).toBeGreaterThan(1);
    }
  });

  it('is what ACCESS-PATTERNS.md shows', () => {
    const doc = readFileSync(new URL('../../../lambdas/data/ACCESS-PATTERNS.md', import.meta.url), 'utf8');
    expect(doc).toContain(accessPatternTable(ACCESS_PATTERNS));
    expect(doc).toContain(accessPatternTable(PLANNED_ACCESS_PATTERNS));
  });

  it('is linked from the README', () => {
    expect(readFileSync(new URL('../../../README.md', import.meta.url), 'utf8')).toContain('lambdas/data/ACCESS-PATTERNS.md');
  });
});
