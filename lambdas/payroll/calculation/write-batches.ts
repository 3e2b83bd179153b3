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

interface PutJob {
  readonly table: string;
  readonly build: (items: StoredItem[]) => StoredItem[];
  readonly items: readonly StoredItem[];
  /** Items handed to a request so far. */
  taken: number;
  /** Items the table has taken. */
  written: number;
  resolve(): void;
  reject(error: unknown): void;
}

/**
 * Puts with BatchWriteItem as a stream: `put` queues items at once and answers when they are written,
 * while at most `inFlight` requests are out. A free worker fills its request with up to 25 queued
 * items in queue order, across puts and entities of one table, and builds their stored form only then.
 * Unprocessed items are sent again as putItems does. After a request fails for good, every put still
 * queued or made later fails with its error: a writer serves one task, which then fails as a whole.
 */
export class BatchWriter {
  private readonly queue: PutJob[] = [];
  private readonly builders = new Map<PutEntity<never>, (items: StoredItem[]) => StoredItem[]>();
  private workers = 0;
  private starting = false;
  private failure: { error: unknown } | undefined;

  constructor(private readonly inFlight: number) {}

  put<T extends StoredItem>(entity: PutEntity<T>, items: readonly T[]): Promise<void> {
    const written = new Promise<void>((resolve, reject) => {
      if (this.failure) return reject(this.failure.error);
      if (items.length === 0) return resolve();
      const table = entity.getTableName();
      if (!table) return reject(new Error('The entity has no table'));
      let build = this.builders.get(entity as PutEntity<never>);
      if (!build) this.builders.set(entity as PutEntity<never>, (build = storedItemBuilder(entity) as (items: StoredItem[]) => StoredItem[]));
      this.queue.push({ table, build, items, taken: 0, written: 0, resolve, reject });
      if (!this.starting) {
        // Puts made in the same turn share requests: free workers start once the turn's puts are queued.
        this.starting = true;
        queueMicrotask(() => this.start());
      }
    });
    // The caller may await it later, after other work: a failure is its to report, never an unhandled rejection.
    written.catch(() => undefined);
    return written;
  }

  private start(): void {
    this.starting = false;
    // A worker that finds the queue empty stops at once, so this starts each free worker once.
    for (let free = this.inFlight - this.workers; free > 0; free--) {
      this.workers++;
      void this.work();
    }
  }

  private async work(): Promise<void> {
    try {
      for (;;) {
        const request = this.nextRequest();
        if (!request) return;
        try {
          await send(request.table, request.parts.flatMap(({ job, from, to }) => job.build(job.items.slice(from, to) as StoredItem[])).map((item): WriteRequest => ({ PutRequest: { Item: marshall(item) } })));
        } catch (error) {
          this.fail(error, request.parts.map((p) => p.job));
          return;
        }
        for (const { job, from, to } of request.parts) {
          job.written += to - from;
          if (job.written === job.items.length) job.resolve();
        }
      }
    } finally {
      this.workers--;
    }
  }

  /** Up to 25 queued items of the first queued table, in queue order; undefined when nothing is queued. */
  private nextRequest(): { table: string; parts: Array<{ job: PutJob; from: number; to: number }> } | undefined {
    if (this.failure || this.queue.length === 0) return undefined;
    const table = this.queue[0]!.table;
    const parts: Array<{ job: PutJob; from: number; to: number }> = [];
    let room = ITEMS_PER_REQUEST;
    for (let i = 0; i < this.queue.length && room > 0; ) {
      const job = this.queue[i]!;
      if (job.table !== table) {
        i++;
        continue;
      }
      const from = job.taken;
      const to = Math.min(job.items.length, from + room);
      parts.push({ job, from, to });
      job.taken = to;
      room -= to - from;
      if (job.taken === job.items.length) this.queue.splice(i, 1);
      else i++;
    }
    return { table, parts };
  }

  private fail(error: unknown, inRequest: readonly PutJob[]): void {
    this.failure ??= { error };
    for (const job of [...inRequest, ...this.queue.splice(0)]) job.reject(error);
  }
}
