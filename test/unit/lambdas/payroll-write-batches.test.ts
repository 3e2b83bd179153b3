import type { BatchWriteItemCommand } from '@aws-sdk/client-dynamodb';
import { Entity } from 'electrodb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dynamoClient } from '#lambdas/aws-clients';
import { BatchWriter, putItems } from '#lambdas/payroll/calculation/write-batches';

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

describe('the streaming batch writer of the pay run', () => {
  it('fills each request with up to 25 queued items across puts, in queue order, with at most the given requests in flight', async () => {
    answerWith(() => []);
    const writer = new BatchWriter(2);
    const puts = [0, 1, 2, 3, 4, 5, 6].map((p) => writer.put(probe, Array.from({ length: 10 }, (_, i) => ({ id: p * 10 + i }))));
    await Promise.all(puts);
    expect(sent.map((r) => r.length)).toEqual([25, 25, 20]);
    expect(sent.flatMap(ids)).toEqual(Array.from({ length: 70 }, (_, id) => id));
    expect(mostInFlight).toBe(2);
  });

  it('answers each put once its own items are written, and takes puts made while it writes', async () => {
    answerWith(() => []);
    const writer = new BatchWriter(1);
    const first = writer.put(probe, Array.from({ length: 30 }, (_, id) => ({ id })));
    await writer.put(probe, [{ id: 100 }]);
    await first;
    await writer.put(probe, [{ id: 200 }]);
    expect(sent.map(ids)).toEqual([Array.from({ length: 25 }, (_, id) => id), [25, 26, 27, 28, 29, 100], [200]]);
  });

  it('sends unprocessed items again until the table takes them', async () => {
    answerWith((requests, call) => (call === 1 ? requests.slice(0, 5) : []));
    await new BatchWriter(1).put(probe, Array.from({ length: 25 }, (_, id) => ({ id })));
    expect(sent.map((r) => r.length)).toEqual([25, 5]);
  });

  it('fails every put not yet written, and every later one, once a request fails for good', async () => {
    vi.useFakeTimers();
    answerWith((requests) => requests.slice(0, 1));
    const writer = new BatchWriter(1);
    const first = writer.put(probe, [{ id: 1 }]);
    const queued = writer.put(probe, Array.from({ length: 30 }, (_, id) => ({ id })));
    const failedFirst = expect(first).rejects.toThrow('still unprocessed after 8 attempts');
    const failedQueued = expect(queued).rejects.toThrow('still unprocessed after 8 attempts');
    await vi.runAllTimersAsync();
    await failedFirst;
    await failedQueued;
    await expect(writer.put(probe, [{ id: 99 }])).rejects.toThrow('still unprocessed after 8 attempts');
    expect(sent).toHaveLength(8);
  });

  it('answers a put of nothing at once without sending', async () => {
    answerWith(() => []);
    await new BatchWriter(4).put(probe, []);
    expect(sent).toHaveLength(0);
  });
});
