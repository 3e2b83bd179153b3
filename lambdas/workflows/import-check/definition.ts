import type { StateMachineDef } from '#lambdas/workflows/definitions';
import { LAMBDA_RETRY } from '#lambdas/imports/pipeline/map-state';

export const IMPORT_CHECK = 'import-check';

/**
 * The dry run of an import (spec part 2 §4): read the uploaded file, run the type's whole validation and
 * plan against the stored data, keep the preview and the checked rows in chunks → `ready` (or `failed`
 * with every error by row and column). Nothing of the company's data is written.
 */
export const importCheck: StateMachineDef = {
  name: IMPORT_CHECK,
  tasks: {
    read: { handler: 'workflows/import-check/read-file', access: { table: 'readWrite', uploads: 'readWrite' } },
    check: { handler: 'workflows/import-check/check', access: { table: 'readWrite', uploads: 'readWrite' } },
    fail: { handler: 'workflows/import-check/fail', access: { table: 'readWrite' } },
  },
  definition: (arns) => ({
    Comment: 'Import dry run: read a file, then check and plan it; writes only the history entry and the work files',
    StartAt: 'ReadFile',
    States: {
      ReadFile: { Type: 'Task', Resource: arns.read, Retry: LAMBDA_RETRY, Catch: [{ ErrorEquals: ['States.ALL'], ResultPath: '$.error', Next: 'CheckFailed' }], Next: 'FileRead' },
      FileRead: { Type: 'Choice', Choices: [{ Variable: '$.fileRead', BooleanEquals: true, Next: 'CheckFile' }], Default: 'FileRefused' },
      FileRefused: { Type: 'Succeed' },
      CheckFile: { Type: 'Task', Resource: arns.check, Retry: LAMBDA_RETRY, Catch: [{ ErrorEquals: ['States.ALL'], ResultPath: '$.error', Next: 'CheckFailed' }], End: true },
      CheckFailed: { Type: 'Task', Resource: arns.fail, Retry: LAMBDA_RETRY, Next: 'CheckFailedEnd' },
      CheckFailedEnd: { Type: 'Fail', Error: 'ImportCheckFailed', Cause: "See the import's failureMessage." },
    },
  }),
};
