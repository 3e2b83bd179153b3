import * as z from 'zod';

export const importInput = z.object({
  companyId: z.string().min(1),
  PayRunID: z.string().min(1),
  importBatchId: z.string().min(1),
  fileKey: z.string().min(1),
  /** The run's status before the import, restored when the import fails. */
  previousStatus: z.string().min(1),
  error: z.object({ Error: z.string().optional(), Cause: z.string().optional() }).optional(),
});
export type ImportInput = z.infer<typeof importInput>;
