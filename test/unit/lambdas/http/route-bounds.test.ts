import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { routes } from '#lambdas/routes';
import type { RouteSchemas } from '#lambdas/http/route-handler';
import { unboundedPaths } from '#shared/validation/unbounded';

async function schemasOf(handler: string): Promise<RouteSchemas | undefined> {
  const url = new URL(`../../../../lambdas/${handler}.ts`, import.meta.url).href;
  const mod = (await import(/* @vite-ignore */ url)) as { handler: { schemas?: RouteSchemas } };
  return mod.handler.schemas;
}

describe('every route bounds what it reads', () => {
  it.each(routes.map((r) => [`${r.method} ${r.path}`, r.handler] as const))('%s: every string, list and number of its body, query and path has a bound, and unknown fields are refused', async (_, handler) => {
    const schemas = await schemasOf(handler);
    expect(schemas, 'the handler is built by the route middleware').toBeDefined();
    // Bodies and queries must also be strict: an unknown field is named in a 400, never silently dropped.
    const findings = (['params', 'query', 'body'] as const).flatMap((part) => (schemas![part] ? unboundedPaths(schemas![part]!, part, { strict: part !== 'params' }) : []));
    expect(findings).toEqual([]);
  });

  it('every own route declares what it owns, and a path naming a driver or room is checked for it', () => {
    for (const r of routes) {
      if (r.path.includes('{driverId}') && r.scope === 'own') expect(r.owner, `${r.method} ${r.path}`).toBe('driver');
      if (r.path.includes('{roomId}')) expect([r.scope, r.owner], `${r.method} ${r.path}`).toEqual(['own', 'room']);
      if (r.path.includes('{driverId}') && r.scope !== 'own') expect(r.minRole, `${r.method} ${r.path} is staff-only`).not.toBe(8);
    }
  });
});

describe('the bounds audit', () => {
  it('finds a string without a maximum, a list without a count, a one-sided number and open values', () => {
    const schema = z.object({
      ok: z.string().max(5),
      name: z.string().trim(),
      tags: z.array(z.string().max(3)),
      miles: z.number().min(0),
      any: z.unknown(),
      open: z.looseObject({ a: z.boolean() }),
    });
    expect(unboundedPaths(schema)).toEqual([
      '$.name: text without a maximum length',
      '$.tags: list without a maximum count',
      '$.miles: number without both bounds',
      '$.any: unknown values are not bounded',
      '$.open: object accepting unknown fields',
    ]);
  });

  it('in strict mode, finds a body object that drops unknown fields', () => {
    expect(unboundedPaths(z.object({ a: z.object({ b: z.boolean() }).strict() }), 'body', { strict: true })).toEqual(['body: object dropping unknown fields instead of naming them']);
  });

  it('accepts integers, enums, fixed formats, defaults and pipes whose input is bounded', () => {
    const schema = z.object({
      count: z.number().int(),
      kind: z.enum(['a', 'b']),
      day: z.iso.date(),
      note: z.string().max(10).default(''),
      email: z.string().max(254).trim().pipe(z.email()),
      list: z.array(z.string().max(2)).max(3).transform((l) => l.length),
    });
    expect(unboundedPaths(schema)).toEqual([]);
  });
});
