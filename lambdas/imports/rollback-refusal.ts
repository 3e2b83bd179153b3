import { canRollBack, rollbackRefusal } from '#shared/imports/import-types';
import type { ImportHistoryItem } from '#lambdas/data/entities/import-history';

export const ALREADY_ROLLED_BACK = 'This import was already rolled back.';

/** Why this entry cannot be rolled back at all; undefined when it can. */
export function rollbackRefused(entry: ImportHistoryItem): string | undefined {
  if (!canRollBack(entry.importType)) return rollbackRefusal(entry.importType);
  if (entry.status === 'rolled-back') return ALREADY_ROLLED_BACK;
  if (entry.status === 'rolling-back') return 'This import is being rolled back.';
  if (entry.status !== 'completed') return `This import is ${entry.status}; only a completed import can be rolled back.`;
  // A statement imported from the pay run's own page wrote no ledger: its removal is the run's (DELETE /payruns/{id}/statement).
  if (entry.importType === 'payroll' && !entry.chunkCount) return "This statement was imported on its pay run's page; remove it there with Remove statement data.";
  return undefined;
}
