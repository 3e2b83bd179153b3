import type { StateMachineDef } from '#lambdas/workflows/definitions';
import { chunkMap, LAMBDA_RETRY } from '#lambdas/imports/pipeline/map-state';

export const IMPORT_WRITE = 'import-write';

const ACCESS = { table: 'readWrite', uploads: 'read' } as const;

/**
 * The write of a confirmed import: every chunk of checked rows (a distributed Map) records its ledger,
 * then writes its items → the derived data is brought in step and the import is `completed`. Any
 * failure undoes what the ledger recorded and leaves the import `failed`: nothing of it stays.
 */
export const importWrite: StateMachineDef = {
  name: IMPORT_WRITE,
  tasks: {
    writeChunk: { handler: 'workflows/import-write/write-chunk', access: ACCESS },
    complete: { handler: 'workflows/import-write/complete', access: ACCESS },
    fail: { handler: 'workflows/import-write/fail', access: { table: 'readWrite', uploads: 'readWrite' } },
  },
  definition: (arns) => {
    const toFailure = [{ ErrorEquals: ['States.ALL'], ResultPath: '$.error', Next: 'UndoWrite' }];
    return {
      Comment: 'Import write: chunks of checked rows, each with its ledger, then the derived data',
      StartAt: 'WriteChunks',
      States: {
        WriteChunks: chunkMap('WriteChunks', { name: 'WriteChunk', arn: arns.writeChunk! }, 'CompleteWrite', 'UndoWrite'),
        CompleteWrite: { Type: 'Task', Resource: arns.complete, Retry: LAMBDA_RETRY, Catch: toFailure, End: true },
        UndoWrite: { Type: 'Task', Resource: arns.fail, Retry: [...LAMBDA_RETRY, { ErrorEquals: ['States.TaskFailed'], IntervalSeconds: 2, MaxAttempts: 3, BackoffRate: 2 }], Next: 'WriteFailed' },
        WriteFailed: { Type: 'Fail', Error: 'ImportWriteFailed', Cause: "See the import's failureMessage." },
      },
    };
  },
};
