import type { StateMachineDef } from '#lambdas/workflows/definitions';
import { LAMBDA_RETRY } from '#lambdas/workflows/task-retry';

export const PAY_RUN_CALCULATION = 'pay-run-calculation';

/** Chunks of drivers paid at once: enough to keep the table busy, few enough for DynamoDB Local. */
export const CHUNK_CONCURRENCY = 4;

const TABLE_RW = { table: 'readWrite' } as const;

/**
 * Pay-run calculation (spec part 2 §4): prepare → Map over the drivers in chunks (each driver: phase 1
 * trip payouts, mileage and D&H; phase 2 bonuses and adjustments; a failure is recorded and the others
 * go on) → vehicle summaries and run totals → processed.
 */
export const payRunCalculation: StateMachineDef = {
  name: PAY_RUN_CALCULATION,
  tasks: {
    prepare: { handler: 'workflows/pay-run/prepare', access: TABLE_RW },
    payDrivers: { handler: 'workflows/pay-run/pay-drivers', access: TABLE_RW },
    recordDriverFailure: { handler: 'workflows/pay-run/record-driver-failure', access: TABLE_RW },
    finish: { handler: 'workflows/pay-run/finish', access: TABLE_RW },
    fail: { handler: 'workflows/pay-run/fail-calculation', access: TABLE_RW },
  },
  definition: (arns) => {
    const toFailure = [{ ErrorEquals: ['States.ALL'], ResultPath: '$.error', Next: 'FailCalculation' }];
    return {
      Comment: 'Pay-run calculation: every driver of the statement in chunks, two pay phases each',
      StartAt: 'PrepareCalculation',
      States: {
        PrepareCalculation: { Type: 'Task', Resource: arns.prepare, Retry: LAMBDA_RETRY, Catch: toFailure, Next: 'PayEveryDriver' },
        PayEveryDriver: {
          Type: 'Map',
          ItemsPath: '$.chunks',
          MaxConcurrency: CHUNK_CONCURRENCY,
          ItemSelector: { 'companyId.$': '$.companyId', 'PayRunID.$': '$.PayRunID', 'calculationId.$': '$.calculationId', 'chunk.$': '$$.Map.Item.Index', 'DriverIDs.$': '$$.Map.Item.Value' },
          ItemProcessor: {
            ProcessorConfig: { Mode: 'INLINE' },
            StartAt: 'PayChunk',
            States: {
              PayChunk: {
                Type: 'Task',
                Resource: arns.payDrivers,
                Retry: LAMBDA_RETRY,
                Catch: [{ ErrorEquals: ['States.ALL'], ResultPath: '$.error', Next: 'RecordDriverFailure' }],
                End: true,
              },
              RecordDriverFailure: { Type: 'Task', Resource: arns.recordDriverFailure, Retry: LAMBDA_RETRY, End: true },
            },
          },
          ResultPath: null,
          Catch: toFailure,
          Next: 'FinishCalculation',
        },
        FinishCalculation: { Type: 'Task', Resource: arns.finish, Retry: LAMBDA_RETRY, Catch: toFailure, End: true },
        FailCalculation: { Type: 'Task', Resource: arns.fail, Retry: LAMBDA_RETRY, Next: 'CalculationFailed' },
        CalculationFailed: { Type: 'Fail', Error: 'CalculationFailed', Cause: 'See the pay run processingErrors.' },
      },
    };
  },
};
