import * as z from 'zod';

declare module 'zod' {
  interface GlobalMeta {
    /** The field's label as its screen shows it ("Start time"), for validation sentences. */
    label?: string;
  }
}

/** A field schema carrying its screen label: `labelled(z.string().max(80), 'Origin')`. Put it last in the chain (zod keeps meta per instance). */
export function labelled<S extends z.ZodType>(schema: S, label: string): S {
  return schema.meta({ label });
}

type Def = { type: string; [key: string]: unknown };
const MAX_DEPTH = 40;

function defOf(schema: unknown): Def | undefined {
  return (schema as { _zod?: { def?: Def } } | undefined)?._zod?.def;
}

function labelOf(schema: unknown): string | undefined {
  const meta = z.globalRegistry.get(schema as z.ZodType);
  return typeof meta?.label === 'string' ? meta.label : undefined;
}

/** The schemas a wrapper (optional, default, pipe, union …) stands for, to look through it. */
function unwrapped(def: Def): unknown[] {
  switch (def.type) {
    case 'optional': case 'nullable': case 'default': case 'prefault': case 'catch': case 'readonly': case 'nonoptional': case 'success':
      return [def.innerType];
    case 'pipe': return [def.in, def.out];
    case 'union': return (def.options as unknown[]) ?? [];
    case 'intersection': return [def.left, def.right];
    case 'lazy': return [(def.getter as () => unknown)()];
    default: return [];
  }
}

/** The label on the schema or on any wrapper around it, outermost first. */
function labelThrough(schema: unknown, depth = 0): string | undefined {
  const own = labelOf(schema);
  if (own || depth > MAX_DEPTH) return own;
  const def = defOf(schema);
  if (!def) return undefined;
  for (const inner of unwrapped(def)) {
    const found = labelThrough(inner, depth + 1);
    if (found) return found;
  }
  return undefined;
}

/** The schemas found one step down `key` from `schema`, looking through wrappers. */
function childrenAt(schema: unknown, key: PropertyKey, depth = 0): unknown[] {
  const def = defOf(schema);
  if (!def || depth > MAX_DEPTH) return [];
  switch (def.type) {
    case 'object': {
      const shape = def.shape as Record<string, unknown>;
      return typeof key === 'string' && Object.hasOwn(shape, key) ? [shape[key]] : [];
    }
    case 'array': return typeof key === 'number' ? [def.element] : [];
    case 'tuple': return typeof key === 'number' ? [(def.items as unknown[])[key]] : [];
    case 'record': return [def.valueType];
    default: return unwrapped(def).flatMap((inner) => childrenAt(inner, key, depth + 1));
  }
}

/** The screen label of the field at `path` of a schema (from `labelled`/`.meta({ label })`), if one is given. */
export function labelAt(schema: z.ZodType, path: readonly PropertyKey[]): string | undefined {
  let level: unknown[] = [schema];
  for (const key of path) {
    level = level.flatMap((s) => childrenAt(s, key));
    if (level.length === 0) return undefined;
  }
  for (const s of level) {
    const label = labelThrough(s);
    if (label) return label;
  }
  return undefined;
}

const ACRONYMS: Record<string, string> = { id: 'ID', cdl: 'CDL', vin: 'VIN', url: 'URL', zip: 'ZIP', ifta: 'IFTA', dvir: 'DVIR', eld: 'ELD', mpg: 'MPG', pm: 'PM', sms: 'SMS', ssn: 'SSN', dot: 'DOT', uid: 'UID' };

function words(key: string): string[] {
  return key
    .replace(/[_-]+/g, ' ')
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .split(/\s+/)
    .filter(Boolean)
    .map((w) => ACRONYMS[w.toLowerCase()] ?? w.toLowerCase());
}

function singular(word: string): string {
  if (/ies$/.test(word)) return `${word.slice(0, -3)}y`;
  if (/(ss|us)$/.test(word)) return word;
  if (/(ch|sh|x)es$/.test(word)) return word.slice(0, -2);
  return word.replace(/s$/, '');
}

function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * A field path in words when its schema gives no label: the last named field, after the list item it
 * sits in ("legs.0.origin" → "Leg 1 origin", "recipients.2" → "Recipient 3", "startTime" → "Start time").
 */
export function humanizePath(path: readonly PropertyKey[]): string {
  const parts = path.map((p) => (typeof p === 'symbol' ? '' : String(p)));
  const lastName = parts.findLastIndex((p) => p !== '' && !/^\d+$/.test(p));
  if (lastName < 0) return 'The value';
  const indexAfter = parts.slice(lastName + 1).find((p) => /^\d+$/.test(p));
  if (indexAfter !== undefined) {
    const list = words(parts[lastName]!);
    list[list.length - 1] = singular(list[list.length - 1]!);
    return capitalised(`${list.join(' ')} ${Number(indexAfter) + 1}`);
  }
  const name = words(parts[lastName]!).join(' ');
  const listIndex = parts.slice(0, lastName).findLastIndex((p) => /^\d+$/.test(p));
  if (listIndex > 0 && !/^\d+$/.test(parts[listIndex - 1]!)) {
    const item = words(parts[listIndex - 1]!);
    item[item.length - 1] = singular(item[item.length - 1]!);
    return capitalised(`${item.join(' ')} ${Number(parts[listIndex]) + 1} ${name}`);
  }
  return capitalised(name);
}
