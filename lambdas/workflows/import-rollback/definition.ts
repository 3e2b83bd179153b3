import type { StateMachineDef } from '#lambdas/workflows/definitions';
import { chunkMap, LAMBDA_RETRY } from '#lambdas/imports/pipeline/map-state';

export const IMPORT_ROLLBACK = 'import-rollback';

const ACCESS = { table: 'readWrite' } as const;

/**
 * The rollback of a completed import (spec part 2 §4): every chunk's ledger restored (a distributed Map,
 * newest chunk first; what the batch updated gets its stored item back, what it created is deleted) →
 * the derived data follows and the import is `rolled-back`, who and when recorded. A failure puts the
 * import back to `completed` with why; restoring is idempotent, so rolling back again finishes it.
 */
export const importRollback: StateMachineDef = {
  name: IMPORT_ROLLBACK,
  tasks: {
    restoreChunk: { handler: 'workflows/import-rollback/restore-chunk', access: ACCESS },
    complete: { handler: 'workflows/import-rollback/complete', access: ACCESS },
    fail: { handler: 'workflows/import-rollback/fail', access: ACCESS },
  },
  definition: (arns) => {
    const toFailure = [{ ErrorEquals: ['States.ALL'], ResultPath: '$.error', Next: 'RollbackFailed' }];
    return {
      Comment: 'Import rollback: every chunk of the ledger restored, then the derived data',
      StartAt: 'RestoreChunks',
      States: {
        RestoreChunks: chunkMap('RestoreChunks', { name: 'RestoreChunk', arn: arns.restoreChunk! }, 'CompleteRollback', 'RollbackFailed'),
        CompleteRollback: { Type: 'Task', Resource: arns.complete, Retry: LAMBDA_RETRY, Catch: toFailure, End: true },
        RollbackFailed: { Type: 'Task', Resource: arns.fail, Retry: LAMBDA_RETRY, Next: 'RollbackFailedEnd' },
        RollbackFailedEnd: { Type: 'Fail', Error: 'ImportRollbackFailed', Cause: "See the import's failureMessage." },
      },
    };
  },
};
