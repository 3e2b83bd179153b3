import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { z } from 'zod';
import { payrollText } from '#web/features/payroll/strings.ts';
import { checkFields, saveFailureOf, type SaveFailure } from '#web/features/payroll/common/field-errors.ts';

/** Check a body with the API's schema, send it, and keep what went wrong for the form. */
export function useSave<S extends z.ZodType>(schema: S, send: (body: z.infer<S>) => Promise<unknown>, onSaved: () => void) {
  const [invalid, setInvalid] = useState<SaveFailure | null>(null);
  const mutation = useMutation({ mutationFn: send, onSuccess: onSaved });
  const save = (body: unknown) => {
    const checked = checkFields(schema, body);
    if (!checked.ok) {
      mutation.reset();
      setInvalid({ fields: checked.fields, message: payrollText.fixFields, conflict: false });
      return;
    }
    setInvalid(null);
    mutation.mutate(checked.data);
  };
  const failure = invalid ?? (mutation.isError ? saveFailureOf(mutation.error) : null);
  return { busy: mutation.isPending, failure, save, errors: failure?.fields ?? {} };
}
