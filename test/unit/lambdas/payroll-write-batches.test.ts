import type { BatchWriteItemCommand } from '@aws-sdk/client-dynamodb';
import { Entity } from 'electrodb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dynamoClient } from '#lambdas/aws-clients';
import { putItems } from '#lambdas/payroll/calculation/write-batches';

/**
 * DynamoDB Local never throttles, so the unprocessed-items path is driven here by a stand-in answer:
 * the client's send is replaced, nothing else.
 */
const probe = new Entity(
  {
    model: { entity: 'probe', version: '1', service: 'test' },
    attributes: { id: { type: 'number', required: true } },
    indexes: { byId: { pk: { field: 'pk', composite: ['id'] }, sk: { field: 'sk', composite: [] } } },
  },
  { table: 'table' },
);

let sent: Array<Array<{ PutRequest?: { Item?: { id?: { N?: string } } } }>>;
let inFlight: number;
let mostInFlight: number;

function answerWith(unprocessed: (requests: (typeof sent)[number], call: number) => (typeof sent)[number]) {
  vi.spyOn(dynamoClient(), 'send').mockImplementation((async (command: BatchWriteItemCommand) => {
    const requests = command.input.RequestItems!.table! as (typeof sent)[number];
    sent.push(requests);
    inFlight += 1;
    mostInFlight = Math.max(mostInFlight, inFlight);
    await new Promise((resolve) => setTimeout(resolve, 1));
    inFlight -= 1;
    const left = unprocessed(requests, sent.length);
    return { UnprocessedItems: left.length > 0 ? { table: left } : {} };
  }) as never);
}

const ids = (requests: (typeof sent)[number]) => requests.map((r) => Number(r.PutRequest!.Item!.id!.N));

beforeEach(() => {
  vi.stubEnv('AWS_REGION', 'us-east-1');
  sent = [];
  inFlight = 0;
  mostInFlight = 0;
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
  vi.useRealTimers();
});

describe('batch writes of the pay run', () => {
  it('writes every item once, 25 a request, with at most the given requests in flight', async () => {
    answerWith(() => []);
    await putItems(probe, Array.from({ length: 260 }, (_, id) => ({ id })), 4);
    expect(sent).toHaveLength(11);
    expect(sent.every((r) => r.length <= 25)).toBe(true);
    expect(sent.flatMap(ids).sort((a, b) => a - b)).toEqual(Array.from({ length: 260 }, (_, id) => id));
    expect(mostInFlight).toBe(4);
  });

  it('sends unprocessed items again until the table takes them', async () => {
    answerWith((requests, call) => (call <= 2 ? requests.slice(0, 10) : []));
    await putItems(probe, Array.from({ length: 25 }, (_, id) => ({ id })), 1);
    expect(sent.map((r) => r.length)).toEqual([25, 10, 10]);
  });

  it('gives up, naming the items left, when the table keeps refusing them', async () => {
    vi.useFakeTimers();
    answerWith((requests) => requests.slice(0, 3));
    const writing = putItems(probe, [{ id: 1 }, { id: 2 }, { id: 3 }], 1);
    const failed = expect(writing).rejects.toThrow('3 items of table were still unprocessed after 8 attempts');
    await vi.runAllTimersAsync();
    await failed;
    expect(sent).toHaveLength(8);
  });

  it('sends nothing when there is nothing to write', async () => {
    answerWith(() => []);
    await putItems(probe, [], 4);
    expect(sent).toHaveLength(0);
  });
});
