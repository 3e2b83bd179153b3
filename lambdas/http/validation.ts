import type { z } from 'zod';
import { ValidationError } from './errors.ts';

/** Parses with zod; on failure a 400 whose message and `fields` name every offending field path. */
export function parseOrThrow<S extends z.ZodType>(schema: S, value: unknown, where: 'body' | 'query' | 'path'): z.infer<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.length > 0 ? issue.path.map(String).join('.') : where;
    fields[key] ??= issue.message;
  }
  throw new ValidationError(`Invalid ${where}: ${Object.keys(fields).join(', ')}`, fields);
}
