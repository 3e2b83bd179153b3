import type { AslState } from '#lambdas/workflows/definitions';

import { LAMBDA_RETRY } from '#lambdas/workflows/task-retry';

export { LAMBDA_RETRY };

/** Chunks written or restored at once: enough to keep the table busy, few enough for DynamoDB Local. */
export const CHUNK_CONCURRENCY = 4;

/**
 * A Map in DISTRIBUTED mode over the execution's `chunks` (small descriptors): each chunk runs as a child
 * execution, so neither the payload nor the history of one execution grows with the file. The local
 * interpreter runs the same state inline. Any failed chunk fails the Map (ToleratedFailurePercentage 0).
 */
export function chunkMap(label: string, task: { name: string; arn: string }, next: string, failure: string): AslState {
  return {
    Type: 'Map',
    Label: label,
    ItemsPath: '$.chunks',
    MaxConcurrency: CHUNK_CONCURRENCY,
    ToleratedFailurePercentage: 0,
    ItemSelector: {
      'companyId.$': '$.companyId',
      'importBatchId.$': '$.importBatchId',
      'importType.$': '$.importType',
      'importedBy.$': '$.importedBy',
      'now.$': '$.now',
      'PayRunID.$': '$.PayRunID',
      'chunk.$': '$$.Map.Item.Value.chunk',
    },
    ItemProcessor: {
      ProcessorConfig: { Mode: 'DISTRIBUTED', ExecutionType: 'STANDARD' },
      StartAt: task.name,
      States: { [task.name]: { Type: 'Task', Resource: task.arn, Retry: LAMBDA_RETRY, End: true } },
    },
    ResultPath: null,
    Catch: [{ ErrorEquals: ['States.ALL'], ResultPath: '$.error', Next: failure }],
    Next: next,
  };
}
