import type { z } from 'zod';
import { readFields } from '#shared/validation/read-fields';
import { ValidationError } from './errors.ts';

/** Parses with zod; on failure a 400 whose `fields` give each offending field path a sentence naming its label, and whose message is those sentences. */
export function parseOrThrow<S extends z.ZodType>(schema: S, value: unknown, where: 'body' | 'query' | 'path'): z.infer<S> {
  const result = readFields(schema, value, where);
  if (result.ok) return result.data;
  throw new ValidationError(result.message, result.fields);
}
