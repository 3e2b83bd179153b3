import * as z from 'zod';

/** What every pay-run calculation task receives; validated so a malformed execution input fails loudly. */
export const calculationInput = z.object({
  companyId: z.string().min(1),
  PayRunID: z.string().min(1),
  calculationId: z.string().min(1),
});
export type CalculationInput = z.infer<typeof calculationInput>;

export const chunkTaskInput = calculationInput.extend({ chunk: z.number().int().min(0), DriverIDs: z.array(z.string().min(1)).min(1) });

const taskError = z.object({ Error: z.string().optional(), Cause: z.string().optional() }).optional();

export const failureInput = calculationInput.extend({ error: taskError });

/** A Map item that failed as a whole: its own input with the error the Catch put beside it. */
export const chunkFailureInput = chunkTaskInput.extend({ error: taskError });

/** The message of a Step Functions error (Cause is the Lambda's JSON error when it came from a task). */
export function failureMessage(error: { Error?: string; Cause?: string } | undefined): string {
  if (!error) return 'Unknown failure';
  try {
    const cause = JSON.parse(error.Cause ?? '') as { errorMessage?: string };
    if (cause.errorMessage) return cause.errorMessage;
  } catch {
    // Cause was not JSON: use it as it is.
  }
  return error.Cause || error.Error || 'Unknown failure';
}
