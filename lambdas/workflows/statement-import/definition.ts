import type { StateMachineDef } from '#lambdas/workflows/definitions';
import { LAMBDA_RETRY } from '#lambdas/workflows/task-retry';

export const STATEMENT_IMPORT = 'statement-import';

const ACCESS = { table: 'readWrite', uploads: 'read' } as const;

/**
 * Statement import: validate the whole file (a rejected file writes nothing) → write trip and fuel
 * logs with the importBatchId → record the import on the run and in the history. A failure while
 * writing deletes the batch's rows.
 */
export const statementImport: StateMachineDef = {
  name: STATEMENT_IMPORT,
  tasks: {
    validate: { handler: 'workflows/statement-import/validate', access: ACCESS },
    write: { handler: 'workflows/statement-import/write', access: ACCESS },
    complete: { handler: 'workflows/statement-import/complete', access: ACCESS },
    fail: { handler: 'workflows/statement-import/fail', access: ACCESS },
  },
  definition: (arns) => {
    const toFailure = [{ ErrorEquals: ['States.ALL'], ResultPath: '$.error', Next: 'ImportFailed' }];
    return {
      Comment: 'Weekly settlement statement import',
      StartAt: 'ValidateStatement',
      States: {
        ValidateStatement: { Type: 'Task', Resource: arns.validate, Retry: LAMBDA_RETRY, Catch: toFailure, Next: 'IsValid' },
        IsValid: { Type: 'Choice', Choices: [{ Variable: '$.valid', BooleanEquals: true, Next: 'WriteStatement' }], Default: 'Rejected' },
        Rejected: { Type: 'Succeed' },
        WriteStatement: { Type: 'Task', Resource: arns.write, Retry: LAMBDA_RETRY, Catch: toFailure, Next: 'RecordImport' },
        RecordImport: { Type: 'Task', Resource: arns.complete, Retry: LAMBDA_RETRY, Catch: toFailure, End: true },
        ImportFailed: { Type: 'Task', Resource: arns.fail, Retry: LAMBDA_RETRY, Next: 'ImportFailedEnd' },
        ImportFailedEnd: { Type: 'Fail', Error: 'ImportFailed', Cause: 'See the import history entry.' },
      },
    };
  },
};
