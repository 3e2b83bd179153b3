import { InternalServerError, ProvisionedThroughputExceededException } from '@aws-sdk/client-dynamodb';
import { describe, expect, it } from 'vitest';
import { observedTask } from '#lambdas/observability/observed-task';
import { stateMachines, type AslState } from '#lambdas/workflows/definitions';
import { PASSING_AWS_FAULT } from '#lambdas/workflows/task-retry';

const meta = { $metadata: { httpStatusCode: 500 } };

/** Every Task state of a definition, also inside Map and Parallel states. */
function tasksOf(states: Readonly<Record<string, AslState>>): [string, AslState][] {
  return Object.entries(states).flatMap(([name, state]): [string, AslState][] => {
    const nested = [
      ...((state.ItemProcessor ?? state.Iterator) ? [(state.ItemProcessor ?? state.Iterator) as { States: Record<string, AslState> }] : []),
      ...((state.Branches as { States: Record<string, AslState> }[] | undefined) ?? []),
    ].flatMap((inner) => tasksOf(inner.States));
    return state.Type === 'Task' ? [[name, state], ...nested] : nested;
  });
}

describe('a workflow task that meets a passing AWS fault', () => {
  it('fails under the one error name the workflows retry, also when ElectroDB wrapped the SDK error', async () => {
    const wrapped = new Error('Error thrown by DynamoDB client', { cause: new InternalServerError({ message: 'Internal server error', ...meta }) });
    const task = observedTask(async () => { throw wrapped; });
    await expect(task({})).rejects.toMatchObject({ name: PASSING_AWS_FAULT, cause: wrapped });
    const throttled = observedTask(async () => { throw new ProvisionedThroughputExceededException({ message: 'Rate exceeded', $metadata: { httpStatusCode: 400 } }); });
    await expect(throttled({})).rejects.toMatchObject({ name: PASSING_AWS_FAULT });
  });

  it('keeps any other error as it is, for the Catch', async () => {
    const own = new Error('Row 3 Gallons is not a number.');
    await expect(observedTask(async () => { throw own; })({})).rejects.toBe(own);
  });

  it('is retried by every Task state of every state machine', () => {
    const arns = new Proxy({}, { get: (_, key) => `arn:aws:lambda:us-east-1:123456789012:function:${String(key)}` }) as Record<string, string>;
    for (const machine of stateMachines) {
      const tasks = tasksOf(machine.definition(arns).States);
      expect(tasks.length, machine.name).toBeGreaterThan(0);
      for (const [name, state] of tasks) {
        const retried = ((state.Retry as { ErrorEquals: string[] }[] | undefined) ?? []).flatMap((r) => r.ErrorEquals);
        expect(retried, `${machine.name} › ${name}`).toContain(PASSING_AWS_FAULT);
      }
    }
  });
});
