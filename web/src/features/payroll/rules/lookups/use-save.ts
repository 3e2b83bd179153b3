import { useState } from 'react';
import type { z } from 'zod';
import { payrollText } from '../../strings.ts';
import { checkFields, saveFailureOf, type SaveFailure } from '../../common/field-errors.ts';

/** Check a body with the API's schema, send it, and keep what went wrong for the form. */
export function useSave<S extends z.ZodType>(schema: S, send: (body: z.infer<S>) => Promise<unknown>, onSaved: () => void) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<SaveFailure | null>(null);
  const save = async (body: unknown) => {
    const checked = checkFields(schema, body);
    if (!checked.ok) {
      setFailure({ fields: checked.fields, message: payrollText.fixFields, conflict: false });
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      await send(checked.data);
      onSaved();
    } catch (error) {
      setFailure(saveFailureOf(error));
    } finally {
      setBusy(false);
    }
  };
  return { busy, failure, save, errors: failure?.fields ?? {} };
}
