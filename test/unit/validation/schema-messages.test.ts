import { readdirSync } from 'node:fs';
import { sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as z from 'zod';
import { beforeAll, describe, expect, it } from 'vitest';
import { humanizePath, labelAt } from '#shared/validation/field-labels';
import { relabelled } from '#shared/validation/issue-sentence';

/**
 * Every request schema's own words, as the one error map says them (shared/validation/read-fields): a
 * message's field code at its start becomes the field's label, so what is left must name no field by its
 * code. Import row types name their file's column headers (what the user's file says) and the IVMR and
 * provider-feed schemas are read by machines or owned elsewhere, so they are not walked.
 */
const SHARED = fileURLToPath(new URL('../../../shared/', import.meta.url));
const NOT_WALKED = [/^imports\/types\//, /^reports\/ivmr-api\.ts$/, /^telematics\/provider-event\.ts$/];
const sources = readdirSync(SHARED, { recursive: true, encoding: 'utf8' })
  .map((file) => file.split(sep).join('/'))
  .filter((file) => file.endsWith('.ts') && !NOT_WALKED.some((skip) => skip.test(file)))
  .sort();

type Def = { type: string; checks?: unknown[]; error?: (issue: unknown) => unknown; path?: PropertyKey[]; [key: string]: unknown };
const defOf = (schema: unknown): Def | undefined => (schema as { _zod?: { def?: Def } } | undefined)?._zod?.def;
const isSchema = (value: unknown): value is z.ZodType => defOf(value) !== undefined && value instanceof z.ZodType;

/** A field code: a camelCase or PascalCase word with a capital inside (startDate, VehicleID, PayRunID). */
const CODE = /\b[A-Za-z][a-z0-9]*[A-Z][A-Za-z0-9]*\b/g;

function ownWords(def: Def): string | undefined {
  try {
    const said = def.error?.({ code: 'custom', input: undefined, path: [] });
    if (typeof said === 'string') return said;
    if (said && typeof (said as { message?: unknown }).message === 'string') return (said as { message: string }).message;
  } catch {
    // A message made from the issue itself words the issue's value, not a field.
  }
  return undefined;
}

interface Said { path: PropertyKey[]; message: string }

/** The schema's own messages, each with the path of the field it is reported on. */
function messagesOf(schema: unknown, path: PropertyKey[], seen: Set<unknown>, out: Said[], depth = 0): void {
  const def = defOf(schema);
  if (!def || seen.has(schema) || depth > 30) return;
  seen.add(schema);
  const own = ownWords(def);
  if (own) out.push({ path, message: own });
  for (const check of def.checks ?? []) {
    const checkDef = defOf(check);
    const words = checkDef && ownWords(checkDef);
    if (words) out.push({ path: [...path, ...(checkDef.path ?? [])], message: words });
  }
  const next = (inner: unknown, key?: PropertyKey) => messagesOf(inner, key === undefined ? path : [...path, key], seen, out, depth + 1);
  switch (def.type) {
    case 'object': for (const [key, inner] of Object.entries(def.shape as Record<string, unknown>)) next(inner, key); break;
    case 'array': next(def.element, 0); break;
    case 'record': next(def.valueType, 'value'); break;
    case 'tuple': (def.items as unknown[]).forEach((inner, i) => next(inner, i)); break;
    case 'pipe': next(def.in); next(def.out); break;
    case 'union': for (const inner of def.options as unknown[]) next(inner); break;
    case 'intersection': next(def.left); next(def.right); break;
    case 'optional': case 'nullable': case 'default': case 'prefault': case 'catch': case 'readonly': case 'nonoptional': next(def.innerType); break;
    default: break;
  }
}

function keysOf(schema: unknown, seen = new Set<unknown>(), keys = new Set<string>()): Set<string> {
  const def = defOf(schema);
  if (!def || seen.has(schema)) return keys;
  seen.add(schema);
  const inner = [def.innerType, def.in, def.out, def.element, def.valueType, def.left, def.right, ...((def.options as unknown[]) ?? []), ...((def.items as unknown[]) ?? [])];
  if (def.type === 'object') {
    for (const [key, field] of Object.entries(def.shape as Record<string, unknown>)) {
      keys.add(key);
      inner.push(field);
    }
  }
  for (const s of inner) keysOf(s, seen, keys);
  return keys;
}

function codesSaid(name: string, schema: z.ZodType): string[] {
  const said: Said[] = [];
  messagesOf(schema, [], new Set(), said);
  const keys = keysOf(schema);
  return said.flatMap(({ path, message }) => {
    const sentence = path.length === 0 ? message : relabelled(message, path, labelAt(schema, path) ?? humanizePath(path));
    const codes = [...sentence.matchAll(CODE)].map((m) => m[0]).filter((word) => keys.has(word));
    return codes.length > 0 ? [`${name} ${path.join('.') || '(whole)'}: "${sentence}" names ${codes.join(', ')}`] : [];
  });
}

describe('request schemas name fields by their labels', () => {
  const schemas: Array<readonly [string, z.ZodType]> = [];
  beforeAll(async () => {
    for (const file of sources) {
      const exports = (await import(`${SHARED}${file}`)) as Record<string, unknown>;
      for (const [name, value] of Object.entries(exports)) if (isSchema(value)) schemas.push([`shared/${file} ${name}`, value]);
    }
  });

  it('walks the shared request schemas', () => {
    // A listing that finds nothing would pass the check below without reading a schema.
    expect(schemas.length).toBeGreaterThan(100);
    expect(schemas.map(([name]) => name)).toContain('shared/schedules/api.ts upsertEntryBody');
  });

  it('says no field code in any message of its own, once the code at its start is put as the label', () => {
    expect(schemas.flatMap(([name, schema]) => codesSaid(name, schema))).toEqual([]);
  });
});
