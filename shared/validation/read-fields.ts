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

type Issue = z.core.$ZodIssue;

/**
 * Issues with their full paths. A value that fits none of a union's shapes is reported by the shape it
 * came closest to (fewest unexpected fields, then fewest problems): "Service provider is required.", not
 * "Repair is not in a form we accept."
 */
function placed(issues: readonly Issue[], base: readonly PropertyKey[]): { issue: Issue; path: PropertyKey[] }[] {
  return issues.flatMap((issue) => {
    const path = [...base, ...issue.path];
    if (issue.code !== 'invalid_union' || issue.errors.length === 0) return [{ issue, path }];
    const cost = (branch: readonly Issue[]) => branch.filter((i) => i.code === 'unrecognized_keys').length * 1000 + branch.length;
    const closest = issue.errors.reduce((best, branch) => (cost(branch) < cost(best) ? branch : best));
    return placed(closest, path);
  });
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
  for (const { issue, path: issuePath } of placed(result.error.issues, [])) {
    const at = issuePath.filter((p): p is string | number => typeof p !== 'symbol');
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
