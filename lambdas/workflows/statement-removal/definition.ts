import type { StateMachineDef } from '#lambdas/workflows/definitions';
import { LAMBDA_RETRY } from '#lambdas/workflows/task-retry';

export const STATEMENT_REMOVAL = 'statement-removal';

const ACCESS = { table: 'readWrite' } as const;

/**
 * Statement removal (spec /removeStatementData), out of the request: delete the run's statement rows
 * and everything calculated from them a bounded chunk per task, as often as needed → the run is a
 * draft again and its import is marked rolled back. A failure leaves the run `failed`, to be removed again.
 */
export const statementRemoval: StateMachineDef = {
  name: STATEMENT_REMOVAL,
  tasks: {
    removeChunk: { handler: 'workflows/statement-removal/remove-chunk', access: ACCESS },
    complete: { handler: 'workflows/statement-removal/complete', access: ACCESS },
    fail: { handler: 'workflows/statement-removal/fail', access: ACCESS },
  },
  definition: (arns) => {
    const toFailure = [{ ErrorEquals: ['States.ALL'], ResultPath: '$.error', Next: 'RemovalFailed' }];
    return {
      Comment: "Removal of a pay run's statement data",
      StartAt: 'RemoveChunk',
      States: {
        RemoveChunk: { Type: 'Task', Resource: arns.removeChunk, Retry: LAMBDA_RETRY, Catch: toFailure, Next: 'MoreToRemove' },
        MoreToRemove: { Type: 'Choice', Choices: [{ Variable: '$.more', BooleanEquals: true, Next: 'RemoveChunk' }], Default: 'RecordRemoval' },
        RecordRemoval: { Type: 'Task', Resource: arns.complete, Retry: LAMBDA_RETRY, Catch: toFailure, End: true },
        RemovalFailed: { Type: 'Task', Resource: arns.fail, Retry: LAMBDA_RETRY, Next: 'RemovalFailedEnd' },
        RemovalFailedEnd: { Type: 'Fail', Error: 'RemovalFailed', Cause: "See the pay run's processing errors." },
      },
    };
  },
};
