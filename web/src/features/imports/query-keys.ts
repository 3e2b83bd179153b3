import type { HistoryFilter } from '#web/api/imports.ts';

/** The cache keys of the imports reads; any import that moves on invalidates `all`. */
export const importKeys = {
  all: ['imports'] as const,
  history: (filter: HistoryFilter) => ['imports', 'history', filter] as const,
  detail: (importBatchId: string) => ['imports', 'detail', importBatchId] as const,
  rollbackCheck: (importBatchId: string) => ['imports', 'rollback-check', importBatchId] as const,
};
