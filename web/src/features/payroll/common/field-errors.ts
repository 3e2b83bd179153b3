import type { z } from 'zod';
import { ApiError } from '#web/api/client.ts';
import { payrollText as t } from '#web/features/payroll/strings.ts';

export type FieldErrors = Record<string, string>;

/** The same keys the API's 400 uses (`calculationMethods.0.rate`), so one map serves both. */
export function checkFields<S extends z.ZodType>(schema: S, value: unknown): { ok: true; data: z.infer<S> } | { ok: false; fields: FieldErrors } {
  const result = schema.safeParse(value);
  if (result.success) return { ok: true, data: result.data };
  const fields: FieldErrors = {};
  for (const issue of result.error.issues) {
    const key = issue.path.length > 0 ? issue.path.join('.') : '(form)';
    // Typed text that is not a number reaches the schema as a string; say it in the clerk's words.
    const notANumber = issue.code === 'invalid_type' && issue.expected === 'number';
    fields[key] ??= notANumber ? t.enterNumber : issue.message;
  }
  return { ok: false, fields };
}

export interface SaveFailure {
  fields: FieldErrors;
  message: string | null;
  conflict: boolean;
}

/** What a failed save tells the form: the API's field errors, a 409 conflict, or one message. */
export function saveFailureOf(error: unknown): SaveFailure {
  if (error instanceof ApiError) {
    if (error.status === 409) return { fields: {}, message: error.message, conflict: true };
    const named = Object.keys(error.fields).length > 0;
    return { fields: error.fields, message: named ? t.fixFields : error.message, conflict: false };
  }
  return { fields: {}, message: error instanceof Error ? error.message : t.saveFailed, conflict: false };
}

/** Errors of one row of a list field, e.g. `rows.2.payRate` → `{ payRate }` for row 2. */
export function rowFieldErrors(fields: FieldErrors, prefix: string, index: number): FieldErrors {
  const start = `${prefix}.${index}.`;
  const out: FieldErrors = {};
  for (const [key, message] of Object.entries(fields)) if (key.startsWith(start)) out[key.slice(start.length)] = message;
  return out;
}
