import type { z } from 'zod';
import { ValidationError } from './errors.ts';

/** Parses with zod; on failure a 400 whose message and `fields` name every offending field path. */
export function parseOrThrow<S extends z.ZodType>(schema: S, value: unknown, where: 'body' | 'query' | 'path'): z.infer<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const at = issue.path.map(String);
    // An unexpected field is reported by its own name, so the client learns which one to drop.
    const keys = issue.code === 'unrecognized_keys' ? issue.keys.map((k) => [...at, k].join('.')) : [at.length > 0 ? at.join('.') : where];
    for (const key of keys) fields[key] ??= issue.code === 'unrecognized_keys' ? 'This field is not accepted.' : issue.message;
  }
  throw new ValidationError(`Invalid ${where}: ${Object.keys(fields).join(', ')}`, fields);
}
