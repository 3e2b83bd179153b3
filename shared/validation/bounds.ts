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

/** An identifier: trimmed, 1 to 128 characters. */
export function id(label = 'id', max: number = LIMITS.idLength) {
  return z.string({ error: `${label} is required.` }).trim().min(1, `${label} is required.`).max(max, `${label} is at most ${max} characters.`);
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
