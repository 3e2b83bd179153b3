import { createReadStream, createWriteStream } from 'node:fs';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { BatchWriteItemCommand, DynamoDBClient, ScanCommand, type AttributeValue } from '@aws-sdk/client-dynamodb';
import { LOCAL_CREDENTIALS, LOCAL_REGION } from '#lib/local/names';

/** Parallel scan segments and write batches in flight: DynamoDB Local answers 4 at once well on 2 cores. */
const IN_FLIGHT = 4;
const BATCH = 25;

const clientFor = (endpoint: string) => new DynamoDBClient({ endpoint, region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS, maxAttempts: 6 });

/** Writes every item of the table to `file`, one JSON line each (DynamoDB's own attribute-value form); resolves the count. */
export async function dumpTable(endpoint: string, tableName: string, file: string): Promise<number> {
  const client = clientFor(endpoint);
  const out = createWriteStream(file);
  let count = 0;
  try {
    await Promise.all(Array.from({ length: IN_FLIGHT }, async (_, Segment) => {
      let ExclusiveStartKey: Record<string, AttributeValue> | undefined;
      do {
        const page = await client.send(new ScanCommand({ TableName: tableName, Segment, TotalSegments: IN_FLIGHT, ExclusiveStartKey, ConsistentRead: true }));
        for (const item of page.Items ?? []) {
          count += 1;
          if (!out.write(`${JSON.stringify(item)}\n`)) await once(out, 'drain');
        }
        ExclusiveStartKey = page.LastEvaluatedKey;
      } while (ExclusiveStartKey);
    }));
  } finally {
    out.end();
    await once(out, 'close');
    client.destroy();
  }
  return count;
}

/** Puts every item of a `dumpTable` file into the table, each unprocessed item again until written; resolves the count. */
export async function loadTable(endpoint: string, tableName: string, file: string): Promise<number> {
  const client = clientFor(endpoint);
  const batches: Record<string, AttributeValue>[][] = [[]];
  for await (const line of createInterface({ input: createReadStream(file), crlfDelay: Infinity })) {
    if (!line) continue;
    if (batches.at(-1)!.length === BATCH) batches.push([]);
    batches.at(-1)!.push(JSON.parse(line) as Record<string, AttributeValue>);
  }
  let next = 0;
  const write = async (items: Record<string, AttributeValue>[]) => {
    let requests = items.map((Item) => ({ PutRequest: { Item } }));
    for (let attempt = 1; requests.length > 0; attempt++) {
      if (attempt > 10) throw new Error(`DynamoDB Local left ${requests.length} items unwritten after 10 attempts.`);
      const answer = await client.send(new BatchWriteItemCommand({ RequestItems: { [tableName]: requests } }));
      requests = (answer.UnprocessedItems?.[tableName] ?? []) as typeof requests;
    }
  };
  try {
    await Promise.all(Array.from({ length: IN_FLIGHT }, async () => {
      while (next < batches.length) {
        const batch = batches[next++]!;
        if (batch.length > 0) await write(batch);
      }
    }));
  } finally {
    client.destroy();
  }
  return batches.reduce((n, b) => n + b.length, 0);
}
