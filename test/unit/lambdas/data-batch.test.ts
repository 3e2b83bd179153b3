import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { Entity } from 'electrodb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { batchDelete, batchGet, batchPut, UnprocessedItemsError, untilProcessed } from '#lambdas/data/batch';

/** A send that leaves the first `times` items unprocessed `times` times, recording what it was given. */
function throttling(times: number, leave = 2) {
  const calls: number[][] = [];
  const send = async (items: number[]) => {
    calls.push(items);
    const left = calls.length <= times ? items.slice(0, leave) : [];
    return { data: items.filter((i) => !left.includes(i)).map((i) => `item ${i}`), unprocessed: left };
  };
  return { calls, send };
}

const noWait = { sleep: async () => undefined };

describe('untilProcessed', () => {
  it('sends the unprocessed items again until none is left and returns everything read', async () => {
    const { calls, send } = throttling(3);
    const read = await untilProcessed('probes', [1, 2, 3, 4], send, noWait);
    expect(calls).toEqual([[1, 2, 3, 4], [1, 2], [1, 2], [1, 2]]);
    expect(read.sort()).toEqual(['item 1', 'item 2', 'item 3', 'item 4']);
  });

  it('waits a jittered, exponentially growing delay before each resend, capped', async () => {
    const { send } = throttling(5);
    const waits: number[] = [];
    await untilProcessed('probes', [1, 2, 3], send, { baseDelayMs: 10, maxDelayMs: 100, random: () => 0.5, sleep: async (ms) => void waits.push(ms) });
    expect(waits).toEqual([10, 20, 40, 50, 50]);
  });

  it('draws each delay from the jitter, so throttled callers spread out', async () => {
    const { send } = throttling(2);
    const waits: number[] = [];
    const draws = [0.1, 0.9];
    await untilProcessed('probes', [1, 2], send, { baseDelayMs: 100, random: () => draws.shift()!, sleep: async (ms) => void waits.push(ms) });
    expect(waits).toEqual([20, 360]);
  });

  it('gives up after the last attempt with an error naming what was left', async () => {
    const { calls, send } = throttling(Infinity, 3);
    const trying = untilProcessed('trip logs', [1, 2, 3, 4], send, { ...noWait, maxAttempts: 5 });
    await expect(trying).rejects.toThrow(new UnprocessedItemsError('trip logs', 3, 5));
    await expect(trying).rejects.toThrow('3 trip logs were still unprocessed after 5 attempts');
    expect(calls).toHaveLength(5);
  });

  it('sends nothing when there is nothing to send', async () => {
    const { calls, send } = throttling(0);
    expect(await untilProcessed('probes', [], send, noWait)).toEqual([]);
    expect(calls).toHaveLength(0);
  });
});

/**
 * ElectroDB's own unprocessed results must be sendable again as they are: a real entity over a client
 * whose answers leave the first item unprocessed once (DynamoDB Local never throttles). ElectroDB wraps
 * the client in a document client, so requests and answers are in plain, unmarshalled form here.
 */
describe('batch operations of an entity', () => {
  const client = new DynamoDBClient({ region: 'us-east-1', credentials: { accessKeyId: 'x', secretAccessKey: 'x' } });
  const probe = new Entity(
    {
      model: { entity: 'probe', version: '1', service: 'test' },
      attributes: { id: { type: 'string', required: true }, note: { type: 'string' } },
      indexes: { byId: { pk: { field: 'pk', composite: ['id'] }, sk: { field: 'sk', composite: [] } } },
    },
    { table: 'table', client },
  );
  type Input = { RequestItems: Record<string, unknown> };
  let sent: Input[];

  function throttleOnce(answer: (input: Input, first: boolean) => Record<string, unknown>) {
    sent = [];
    vi.spyOn(client, 'send').mockImplementation((async (command: { input: Input }) => {
      sent.push(structuredClone(command.input));
      return answer(command.input, sent.length === 1);
    }) as never);
  }

  afterEach(() => vi.restoreAllMocks());

  it('puts an unprocessed item again, whole', async () => {
    throttleOnce((input, first) => {
      const requests = input.RequestItems.table as unknown[];
      return { UnprocessedItems: first ? { table: requests.slice(0, 1) } : {} };
    });
    await batchPut(probe, [{ id: 'a', note: 'kept' }, { id: 'b' }]);
    expect(sent).toHaveLength(2);
    expect(sent[1]!.RequestItems.table).toEqual([{ PutRequest: { Item: expect.objectContaining({ id: 'a', note: 'kept', pk: expect.any(String), sk: expect.any(String) }) } }]);
  });

  it('deletes an unprocessed key again', async () => {
    throttleOnce((input, first) => ({ UnprocessedItems: first ? { table: (input.RequestItems.table as unknown[]).slice(0, 1) } : {} }));
    await batchDelete(probe, [{ id: 'a' }, { id: 'b' }]);
    expect(sent.map((s) => (s.RequestItems.table as unknown[]).length)).toEqual([2, 1]);
  });

  it('reads an unprocessed key again and returns every item', async () => {
    throttleOnce((input, first) => {
      const keys = (input.RequestItems.table as { Keys: Array<{ pk: string; sk: string }> }).Keys;
      const answered = first ? keys.slice(1) : keys;
      const items = answered.map((k) => ({ ...k, id: k.pk.replace(/.*#id_/, ''), __edb_e__: 'probe', __edb_v__: '1' }));
      return { Responses: { table: items }, UnprocessedKeys: first ? { table: { Keys: keys.slice(0, 1) } } : {} };
    });
    const items = await batchGet(probe, [{ id: 'a' }, { id: 'b' }]);
    expect(sent).toHaveLength(2);
    expect(items.map((i) => i.id).sort()).toEqual(['a', 'b']);
  });
});
