import { BatchWriteItemCommand, type WriteRequest } from '@aws-sdk/client-dynamodb';
import { marshall } from '@aws-sdk/util-dynamodb';
import { dynamoClient } from '#lambdas/aws-clients';
import { untilProcessed } from '#lambdas/data/batch';
import { storedItemBuilder, type PutEntity, type StoredItem } from './stored-items.ts';

const ITEMS_PER_REQUEST = 25;

async function send(table: string, requests: WriteRequest[]): Promise<void> {
  await untilProcessed(`items of ${table}`, requests, async (left) => {
    const answer = await dynamoClient().send(new BatchWriteItemCommand({ RequestItems: { [table]: left } }));
    return { unprocessed: answer.UnprocessedItems?.[table] ?? [] };
  });
}

/**
 * Puts the items with BatchWriteItem, `inFlight` requests at a time: each worker builds its next batch
 * of 25 only when it is free, so the first request leaves at once and building never holds up the
 * answers of other requests; unprocessed items are sent again until every item is written.
 * (ElectroDB's bulk write sends its batches in waves and hands unprocessed items back to the caller.)
 */
export async function putItems<T extends StoredItem>(entity: PutEntity<T>, items: readonly T[], inFlight: number): Promise<void> {
  if (items.length === 0) return;
  const table = entity.getTableName();
  if (!table) throw new Error('The entity has no table');
  const build = storedItemBuilder(entity);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const slice = items.slice(next, (next += ITEMS_PER_REQUEST));
      await send(table, build(slice).map((item): WriteRequest => ({ PutRequest: { Item: marshall(item) } })));
    }
  };
  await Promise.all(Array.from({ length: Math.min(inFlight, Math.ceil(items.length / ITEMS_PER_REQUEST)) }, worker));
}
