import * as z from 'zod';

/** What every statement-removal task receives; `removed` counts the items deleted so far. */
export const removalInput = z.object({
  companyId: z.string().min(1),
  PayRunID: z.string().min(1),
  /** The import the removal rolls back, when the run has one. */
  importBatchId: z.string().min(1).optional(),
  removedBy: z.string(),
  removedByUid: z.string().min(1),
  removed: z.number().int().min(0).default(0),
  error: z.object({ Error: z.string().optional(), Cause: z.string().optional() }).optional(),
});
export type RemovalInput = z.infer<typeof removalInput>;
