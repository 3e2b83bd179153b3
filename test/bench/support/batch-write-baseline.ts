import { BatchWriteItemCommand, type DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { marshall } from '@aws-sdk/util-dynamodb';

/**
 * The benches' yardstick: plain BatchWriteItem of `items`, 25 a request, `concurrency` requests at a
 * time, unprocessed items retried. Resolves with the wall time in milliseconds.
 */
export async function batchWriteBaseline(client: DynamoDBClient, table: string, items: Array<Record<string, unknown>>, concurrency: number): Promise<number> {
  const batches: Array<Array<Record<string, unknown>>> = [];
  for (let i = 0; i < items.length; i += 25) batches.push(items.slice(i, i + 25));
  const start = performance.now();
  let next = 0;
  await Promise.all(Array.from({ length: concurrency }, async () => {
    while (next < batches.length) {
      let requests = batches[next++]!.map((item) => ({ PutRequest: { Item: marshall(item, { removeUndefinedValues: true }) } }));
      while (requests.length > 0) {
        const answer = await client.send(new BatchWriteItemCommand({ RequestItems: { [table]: requests } }));
        requests = (answer.UnprocessedItems?.[table] ?? []) as typeof requests;
      }
    }
  }));
  return performance.now() - start;
}
