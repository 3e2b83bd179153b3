import { QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';

/**
 * Every item the given queries read (an entity query's `.params()`), all pages, by `pk|sk`, exactly as
 * stored: a test's before and after of a few partitions. A scan would read the whole demo table, ~9 s a
 * time on DynamoDB Local.
 */
export async function rawItems(...queries: Array<Record<string, unknown>>): Promise<Map<string, Record<string, unknown>>> {
  const { documentClient } = await import('#lambdas/imports/pipeline/raw-writes');
  const items = new Map<string, Record<string, unknown>>();
  for (const query of queries) {
    let ExclusiveStartKey: Record<string, unknown> | undefined;
    do {
      const page = await documentClient().send(new QueryCommand({ ...(query as unknown as QueryCommandInput), ExclusiveStartKey }));
      for (const item of page.Items ?? []) items.set(`${item.pk}|${item.sk}`, item);
      ExclusiveStartKey = page.LastEvaluatedKey;
    } while (ExclusiveStartKey);
  }
  return items;
}
