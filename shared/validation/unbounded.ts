import type * as z from 'zod';

/**
 * Where a request schema lets a value grow without limit: strings without a maximum length, lists without
 * a maximum count, numbers without both bounds, and values of any shape (`unknown`, `any`, open objects). Returns one dotted path per finding, empty when every value is bounded. Reads zod 4's own
 * definitions, so a new route's schema is audited without being listed anywhere.
 */
export function unboundedPaths(schema: z.ZodType, at = '$', opts: AuditOptions = {}): string[] {
  const walk = (inner: z.ZodType, path: string) => unboundedPaths(inner, path, opts);
  const def = (schema as unknown as { _zod: { def: Def } })._zod.def;
  const checks = (def.checks ?? []).map((c) => (c as { _zod: { def: CheckDef } })._zod.def);
  const has = (name: string) => checks.some((c) => c.check === name);
  switch (def.type) {
    case 'string':
      return has('max_length') || has('length_equals') || FIXED_FORMATS.has(def.format ?? '') ? [] : [`${at}: text without a maximum length`];
    case 'number':
      return INTEGER_FORMATS.has(def.format ?? '') || checks.some((c) => INTEGER_FORMATS.has(c.format ?? '')) || (has('greater_than') && has('less_than')) ? [] : [`${at}: number without both bounds`];
    case 'array':
      return [...(has('max_length') || has('length_equals') ? [] : [`${at}: list without a maximum count`]), ...walk(def.element!, `${at}[]`)];
    case 'object':
      return [
        ...(isOpen(def.catchall) ? [`${at}: object accepting unknown fields`] : []),
        ...(opts.strict && !def.catchall ? [`${at}: object dropping unknown fields instead of naming them`] : []),
        ...Object.entries(def.shape ?? {}).flatMap(([key, value]) => walk(value, `${at}.${key}`)),
      ];
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return walk(def.innerType!, at);
    case 'pipe':
      // The input side sees the raw value; a bounded input cannot grow in a transform worth storing.
      return isTransform(def.in!) ? walk(def.out!, at) : walk(def.in!, at);
    case 'record':
      // How many keys is bounded by the route's body limit; each key and value must be bounded itself.
      return [...walk(def.keyType!, `${at}{key}`), ...walk(def.valueType!, `${at}{value}`)];
    case 'union':
      return def.options!.flatMap((option, i) => walk(option, `${at}|${i}`));
    case 'intersection':
      return [...walk(def.left!, at), ...walk(def.right!, at)];
    case 'tuple':
      return def.items!.flatMap((item, i) => walk(item, `${at}[${i}]`));
    case 'boolean':
    case 'literal':
    case 'enum':
    case 'null':
    case 'undefined':
    case 'never':
    case 'date':
      return [];
    default:
      return [`${at}: ${def.type} values are not bounded`];
  }
}

export interface AuditOptions {
  /** Also report objects that silently drop unknown fields: a request body names the field it refuses. */
  strict?: boolean;
}

interface Def {
  type: string;
  format?: string;
  checks?: unknown[];
  element?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  catchall?: z.ZodType;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  options?: z.ZodType[];
  left?: z.ZodType;
  right?: z.ZodType;
  items?: z.ZodType[];
  keyType?: z.ZodType;
  valueType?: z.ZodType;
}
interface CheckDef { check: string; format?: string }

/** String formats whose pattern fixes the length. */
const FIXED_FORMATS = new Set(['date', 'time', 'uuid', 'guid', 'cuid', 'cuid2', 'ulid', 'nanoid', 'ipv4', 'ipv6']);
const INTEGER_FORMATS = new Set(['safeint', 'int32', 'uint32']);

function isOpen(catchall: z.ZodType | undefined): boolean {
  if (!catchall) return false;
  const type = (catchall as unknown as { _zod: { def: Def } })._zod.def.type;
  return type !== 'never';
}

function isTransform(schema: z.ZodType): boolean {
  return (schema as unknown as { _zod: { def: Def } })._zod.def.type === 'transform';
}
