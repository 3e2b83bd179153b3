import { isDeepStrictEqual } from 'node:util';
import { BatchGetCommand, DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { dynamoClient } from '#lambdas/aws-clients';
import { untilProcessed } from '#lambdas/data/batch';
import type { RawItem } from '#lambdas/imports/pipeline/target';

let documents: DynamoDBDocumentClient | undefined;
const client = () => (documents ??= DynamoDBDocumentClient.from(dynamoClient()));

const keyOf = (pk: string, sk: string) => `${pk}\u0000${sk}`;

const READS_IN_FLIGHT = 4;

/** The stored items of these keys exactly as DynamoDB holds them, by `pk`+`sk` (see `rawKey`); 100 a read. */
export async function readRaw(keys: readonly { pk: string; sk: string }[]): Promise<Map<string, RawItem>> {
  const table = process.env.TABLE_NAME;
  if (!table) throw new Error('TABLE_NAME is not set');
  const unique = [...new Map(keys.map((k) => [keyOf(k.pk, k.sk), { pk: k.pk, sk: k.sk }])).values()];
  const found = new Map<string, RawItem>();
  const batches: Array<{ pk: string; sk: string }[]> = [];
  for (let i = 0; i < unique.length; i += 100) batches.push(unique.slice(i, i + 100));
  let next = 0;
  // A few reads in flight: a 50,000-row dry run reads 500 batches.
  const worker = async () => {
    while (next < batches.length) {
      const items = await untilProcessed<{ pk: string; sk: string }, RawItem>('raw keys', batches[next++]!, async (left) => {
        const answer = await client().send(new BatchGetCommand({ RequestItems: { [table]: { Keys: left } } }));
        return { data: (answer.Responses?.[table] ?? []) as RawItem[], unprocessed: (answer.UnprocessedKeys?.[table]?.Keys ?? []) as { pk: string; sk: string }[] };
      });
      for (const item of items) found.set(keyOf(item.pk, item.sk), item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(READS_IN_FLIGHT, batches.length) }, worker));
  return found;
}

export const rawKey = (item: { pk: string; sk: string }) => keyOf(item.pk, item.sk);

type AnyEntity = { create(record: any): unknown };

/** The item as an ElectroDB put of it would store it: keys, defaults and ElectroDB's own fields. */
export function storedForm<E extends AnyEntity>(entity: E, item: Parameters<E['create']>[0]): RawItem {
  return ((entity as unknown as { put(item: unknown): { params(): unknown } }).put(item).params() as { Item: RawItem }).Item;
}

/** Same stored content, ignoring the batch id and the time of the write (what an unchanged row rewrites). */
export function sameContent(before: RawItem | undefined, after: RawItem, ignore: readonly string[] = ['importBatchId', 'updatedAt', 'updatedOn', 'updatedBy']): boolean {
  if (!before) return false;
  const strip = (item: RawItem) => Object.fromEntries(Object.entries(item).filter(([k]) => !ignore.includes(k)));
  return isDeepStrictEqual(strip(before), strip(after));
}

/** A stored value as a preview shows it. */
export function shown(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}
