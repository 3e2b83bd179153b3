import type { z } from 'zod';
import { readFields } from '#shared/validation/read-fields';
import { ApiError } from '#web/api/client.ts';
import { payrollText as t } from '#web/features/payroll/strings.ts';

export type FieldErrors = Record<string, string>;

/** The same keys and sentences the API's 400 uses (`calculationMethods.0.rate`: the one error map), so one map serves both. */
export function checkFields<S extends z.ZodType>(schema: S, value: unknown): { ok: true; data: z.infer<S> } | { ok: false; fields: FieldErrors } {
  const result = readFields(schema, value, '(form)');
  return result.ok ? { ok: true, data: result.data } : { ok: false, fields: result.fields };
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
