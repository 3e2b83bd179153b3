import { BatchWriteItemCommand, type WriteRequest } from '@aws-sdk/client-dynamodb';
import { marshall } from '@aws-sdk/util-dynamodb';
import { dynamoClient } from '../../aws-clients.ts';

/** What ElectroDB's bulk `put([...]).params()` gives: BatchWriteItem inputs of up to 25 plain items. */
export interface PlainBatch {
  RequestItems: Record<string, Array<{ PutRequest: { Item: Record<string, unknown> } }>>;
}

/** The BatchWriteItem inputs of ElectroDB's bulk put, keys and validation included. */
export function putBatches(put: { params(): unknown }): PlainBatch[] {
  return put.params() as PlainBatch[];
}

const MAX_ATTEMPTS = 8;
const BASE_BACKOFF_MS = 25;

async function writeBatch(table: string, first: WriteRequest[]): Promise<void> {
  let requests = first;
  for (let attempt = 0; requests.length > 0; attempt++) {
    if (attempt === MAX_ATTEMPTS) throw new Error(`${requests.length} items of ${table} were still unprocessed after ${MAX_ATTEMPTS} attempts`);
    // Unprocessed items mean the table is throttling: wait a growing, jittered while before sending them again.
    if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, Math.random() * BASE_BACKOFF_MS * 2 ** attempt));
    const answer = await dynamoClient().send(new BatchWriteItemCommand({ RequestItems: { [table]: requests } }));
    requests = answer.UnprocessedItems?.[table] ?? [];
  }
}

/**
 * Sends the batches with `inFlight` requests at a time, each worker taking the next batch as soon as
 * its last one is answered, and sends unprocessed items again until every item is written.
 * (ElectroDB's bulk write sends its batches in waves and hands unprocessed items back to the caller.)
 */
export async function writeBatches(batches: readonly PlainBatch[], inFlight: number): Promise<void> {
  const queue = batches.flatMap((b) => Object.entries(b.RequestItems).map(([table, requests]) => ({
    table,
    requests: requests.map((r): WriteRequest => ({ PutRequest: { Item: marshall(r.PutRequest.Item) } })),
  })));
  let next = 0;
  await Promise.all(Array.from({ length: Math.min(inFlight, queue.length) }, async () => {
    while (next < queue.length) {
      const batch = queue[next++]!;
      await writeBatch(batch.table, batch.requests);
    }
  }));
}
