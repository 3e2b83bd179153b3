/**
 * Every batch read and write of the table goes through here. DynamoDB answers a batch with the part
 * it did not process when the table throttles (DynamoDB Local never does, AWS does), and ElectroDB
 * hands that part back as `unprocessed`; dropping it loses writes or makes reads miss items.
 */

export interface RetryPolicy {
  /** Sends in all, the first included. */
  readonly maxAttempts: number;
  readonly baseDelayMs: number;
  readonly maxDelayMs: number;
  readonly sleep: (ms: number) => Promise<void>;
  /** In [0, 1): the jitter, so throttled callers do not retry in step. */
  readonly random: () => number;
}

export const DEFAULT_RETRY: RetryPolicy = {
  maxAttempts: 8,
  baseDelayMs: 25,
  maxDelayMs: 2_000,
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  random: Math.random,
};

export class UnprocessedItemsError extends Error {
  constructor(
    readonly what: string,
    readonly left: number,
    readonly attempts: number,
  ) {
    super(`${left} ${what} were still unprocessed after ${attempts} attempts`);
    this.name = 'UnprocessedItemsError';
  }
}

/** What one send answers: what it read (reads only) and what it left for another attempt. */
export interface BatchAnswer<T, R> {
  readonly data?: readonly R[];
  readonly unprocessed: readonly T[];
}

/**
 * Sends the items, then sends what came back unprocessed again after a full-jitter exponential
 * backoff, until nothing is left or the attempts run out (then UnprocessedItemsError). Returns what
 * the sends read, in the order they answered.
 */
export async function untilProcessed<T, R = never>(
  what: string,
  items: readonly T[],
  send: (items: T[]) => Promise<BatchAnswer<T, R>>,
  policy: Partial<RetryPolicy> = {},
): Promise<R[]> {
  const p = { ...DEFAULT_RETRY, ...policy };
  const read: R[] = [];
  let left = [...items];
  for (let attempt = 0; left.length > 0; attempt++) {
    if (attempt === p.maxAttempts) throw new UnprocessedItemsError(what, left.length, p.maxAttempts);
    if (attempt > 0) await p.sleep(p.random() * Math.min(p.maxDelayMs, p.baseDelayMs * 2 ** attempt));
    const answer = await send(left);
    if (answer.data) read.push(...answer.data);
    left = [...answer.unprocessed];
  }
  return read;
}

/** Batches ElectroDB keeps in flight at once (each up to 25 writes or 100 reads). */
const GO = { concurrent: 4 } as const;

interface Named {
  readonly schema: { readonly model: { readonly entity: string } };
}

type Go<R> = { go(options: typeof GO): Promise<R> };

/** Reads the items of these keys (those that exist), every key read even when the table throttles. */
export function batchGet<K, R>(entity: Named & { get(keys: K[]): Go<{ data: R[]; unprocessed: K[] }> }, keys: readonly K[]): Promise<R[]> {
  return untilProcessed(`${entity.schema.model.entity} keys`, keys, (left) => entity.get(left).go(GO));
}

/**
 * Puts the items, every one written even when the table throttles. ElectroDB hands back an unprocessed
 * put as the item it would have stored, so sending it again writes the same item.
 */
export async function batchPut<I>(entity: Named & { put(items: I[]): Go<{ unprocessed: unknown[] }> }, items: readonly I[]): Promise<void> {
  await untilProcessed(`${entity.schema.model.entity} items`, items, async (left) => ({ unprocessed: (await entity.put(left).go(GO)).unprocessed as I[] }));
}

/** Deletes the items of these keys, every one even when the table throttles. */
export async function batchDelete<K>(entity: Named & { delete(keys: K[]): Go<{ unprocessed: K[] }> }, keys: readonly K[]): Promise<void> {
  await untilProcessed(`${entity.schema.model.entity} keys`, keys, (left) => entity.delete(left).go(GO));
}
