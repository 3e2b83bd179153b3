import * as z from 'zod';

/**
 * Bounds every request value gets, so nothing a client sends can outgrow a DynamoDB key (2,048 bytes for
 * a partition key, 1,024 for a sort key) or item (400 KB). Shared by the API and the web forms.
 */
export const LIMITS = {
  /** A path parameter or an id in a body: at most 4 bytes a character keeps it far below a sort key. */
  idLength: 128,
  /** A query-string value. */
  queryLength: 256,
  /** A request body the API reads at all; larger bodies are refused with 413 before parsing. */
  bodyBytes: 256 * 1024,
  /** Amounts and counts: well inside DynamoDB's number range and JavaScript's exact integers. */
  amount: 1_000_000_000,
} as const;

/** Control characters (NUL, line breaks, …): no id of ours holds one, and a log line or a key must not. */
const hasControl = (value: string) => [...value].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f);

/** An identifier: trimmed, 1 to 128 characters, none of them a control character. */
export function id(label = 'id', max: number = LIMITS.idLength) {
  return z.string({ error: `${label} is required.` }).trim().min(1, `${label} is required.`).max(max, `${label} is at most ${max} characters.`)
    .refine((value) => !hasControl(value), `${label} has a character an id cannot hold.`);
}

/** A whole number written as digits (a path or query value): a blank or " " is refused, never read as 0. */
export function wholeNumberText(label: string, min: number, max: number) {
  return z.string({ error: `${label} is required.` })
    .max(15, `${label} is a whole number.`)
    .regex(/^\d+$/, `${label} is a whole number.`)
    .transform(Number)
    .pipe(z.number().min(min, `${label} is at least ${min}.`).max(max, `${label} is at most ${max}.`));
}

/**
 * A row of a table a client uploads as JSON, before its own schema reads it: named cells of bounded
 * text, number or flag. The table's row schema then checks each row strictly.
 */
export function uploadedRow() {
  return z.record(
    z.string().max(80),
    z.union([z.string().max(1000), z.number().min(-LIMITS.amount * 1000).max(LIMITS.amount * 1000), z.boolean(), z.null()]),
  );
}
