import type * as z from 'zod';
import { humanizePath, labelAt } from './field-labels.ts';
import { issueSentence, relabelled } from './issue-sentence.ts';

/** Field path ("legs.0.origin", or the whole value's name) → one sentence naming it by its label. */
export type FieldSentences = Record<string, string>;

export type ReadResult<S extends z.ZodType> = { ok: true; data: z.infer<S> } | { ok: false; fields: FieldSentences; message: string };

/** Marks a message this map will word itself: the schema said nothing of its own for that problem. */
const OURS = '\u0000ours';
const MESSAGE_SENTENCES = 4;

function labelFor(schema: z.ZodType, path: readonly PropertyKey[], whole: string): string {
  if (path.length === 0) return humanizePath([whole]);
  return labelAt(schema, path) ?? humanizePath(path);
}

/** The answer's `message`: the fields' sentences themselves, the first few and how many more. */
export function summaryOf(fields: FieldSentences): string {
  const sentences = [...new Set(Object.values(fields))];
  const shown = sentences.slice(0, MESSAGE_SENTENCES).join(' ');
  const more = sentences.length - MESSAGE_SENTENCES;
  return more > 0 ? `${shown} And ${more} more ${more === 1 ? 'problem' : 'problems'}.` : shown;
}

/**
 * Reads a value with its schema. Every problem becomes a sentence naming the field by its screen label:
 * the schema's own words when it gave some (its field code name at the start put as the label), else the
 * one error map's (`issueSentence`). Used by the API's 400s, the web forms and row-by-row imports alike.
 */
export function readFields<S extends z.ZodType>(schema: S, value: unknown, whole = 'body'): ReadResult<S> {
  const result = schema.safeParse(value, { error: () => OURS, reportInput: true });
  if (result.success) return { ok: true, data: result.data };
  const fields: FieldSentences = {};
  for (const issue of result.error.issues) {
    const at = issue.path.filter((p): p is string | number => typeof p !== 'symbol');
    // An unexpected field is reported by its own name, so the client learns which one to drop.
    const paths = issue.code === 'unrecognized_keys' ? issue.keys.map((k) => [...at, k]) : [at];
    for (const path of paths) {
      const key = path.length > 0 ? path.join('.') : whole;
      if (fields[key] !== undefined) continue;
      const label = labelFor(schema, path, whole);
      fields[key] = issue.message === OURS || issue.code === 'unrecognized_keys' ? issueSentence(issue, label) : relabelled(issue.message, path, label);
    }
  }
  return { ok: false, fields, message: summaryOf(fields) };
}
