import { BatchWriteCommand, DynamoDBDocumentClient, TransactWriteCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { dynamoClient } from '#lambdas/aws-clients';
import { untilProcessed } from '#lambdas/data/batch';
import { tableConfig } from '#lambdas/data/table';
import type { RawItem } from './target.ts';

let documents: DynamoDBDocumentClient | undefined;
export const documentClient = () => (documents ??= DynamoDBDocumentClient.from(dynamoClient(), { marshallOptions: { removeUndefinedValues: true } }));

type WriteRequest = { PutRequest: { Item: RawItem } } | { DeleteRequest: { Key: { pk: string; sk: string } } };

/**
 * Batches of 25 one chunk keeps in flight. Four chunks run at once (map-state.ts), so eight in all: what
 * DynamoDB Local on two cores takes without queueing (sixteen wrote 10,000 items 15% slower than eight).
 */
const IN_FLIGHT = 2;

async function batchWrite(what: string, requests: readonly WriteRequest[]): Promise<void> {
  const table = tableConfig().table;
  const batches: WriteRequest[][] = [];
  for (let i = 0; i < requests.length; i += 25) batches.push(requests.slice(i, i + 25));
  let next = 0;
  const worker = async () => {
    while (next < batches.length) {
      const batch = batches[next++]!;
      await untilProcessed(what, batch, async (left) => {
        const answer = await documentClient().send(new BatchWriteCommand({ RequestItems: { [table]: left } }));
        return { unprocessed: (answer.UnprocessedItems?.[table] ?? []) as WriteRequest[] };
      });
    }
  };
  await Promise.all(Array.from({ length: Math.min(IN_FLIGHT, batches.length) }, worker));
}

/** Puts these items exactly as given (keys and ElectroDB's fields included), every one even when the table throttles. */
export function putRaw(items: readonly RawItem[]): Promise<void> {
  return batchWrite('raw items', items.map((Item) => ({ PutRequest: { Item } })));
}

/** Deletes the items of these keys, every one even when the table throttles. */
export function deleteRaw(keys: ReadonlyArray<{ pk: string; sk: string }>): Promise<void> {
  return batchWrite('raw keys', keys.map(({ pk, sk }) => ({ DeleteRequest: { Key: { pk, sk } } })));
}

/** An ElectroDB update's params (`.params()`) as one write of a transaction. */
export type UpdateParams = { Key: Record<string, unknown>; UpdateExpression: string; ExpressionAttributeNames?: Record<string, string>; ExpressionAttributeValues?: Record<string, unknown>; ConditionExpression?: string };

/** Both updates or neither (e.g. mark a chunk counted and move the import's progress). */
export async function updateTogether(updates: readonly UpdateParams[]): Promise<void> {
  const TableName = tableConfig().table;
  const input: TransactWriteCommandInput = { TransactItems: updates.map((u) => ({ Update: { TableName, ...u } })) };
  await documentClient().send(new TransactWriteCommand(input));
}
