import { ApiError } from '#web/api/client.ts';
import { UnsendableAction, type OutboxKind, type OutboxSender } from './outbox-record.ts';
import type { OutboxStore } from './outbox-store.ts';

const FIRST_RETRY_MS = 5_000;
const LONGEST_RETRY_MS = 5 * 60_000;

/** Waits after the nth failed attempt: 5 s, 10 s, 20 s … at most 5 minutes. */
export function retryDelayMs(attempts: number): number {
  return Math.min(LONGEST_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1));
}

/** A 4xx the same request would meet again; 401 (a token to refresh), 408 and 429 say "later", not "no". */
export function isRefusal(error: unknown): error is ApiError | UnsendableAction {
  if (error instanceof UnsendableAction) return true;
  return error instanceof ApiError && error.status >= 400 && error.status < 500 && ![401, 408, 425, 429].includes(error.status);
}

export interface FlushOptions {
  store: OutboxStore;
  senders: Record<OutboxKind, OutboxSender>;
  userId: string;
  now: () => number;
  /** The connection just came back (or the driver asked): a waiting record's backoff no longer holds. */
  ignoreBackoff?: boolean;
}

export interface FlushReport {
  sent: Map<string, unknown>;
  refused: Map<string, ApiError | UnsendableAction>;
  /** Set when a record could not be sent (network or 5xx) and everything after it waits too. */
  blocked?: { id: string; until: number; error: unknown };
}

/**
 * Sends the user's waiting records one at a time in tap order. A record is removed once the server took
 * it, kept as refused on a 4xx (and the next one is sent), and on a network error or 5xx kept with a
 * backoff while every later record waits behind it, so the server always sees the driver's order.
 */
export async function flushOutbox({ store, senders, userId, now, ignoreBackoff = false }: FlushOptions): Promise<FlushReport> {
  const report: FlushReport = { sent: new Map(), refused: new Map() };
  const tried = new Set<string>();
  for (;;) {
    const next = (await store.all()).find((r) => r.userId === userId && r.state === 'waiting' && !tried.has(r.id));
    if (!next) return report;
    tried.add(next.id);
    if (!ignoreBackoff && next.retryAt !== undefined && next.retryAt > now()) {
      report.blocked = { id: next.id, until: next.retryAt, error: undefined };
      return report;
    }
    let working = next;
    const progress = async (done: Record<string, string>) => {
      working = { ...working, progress: { ...working.progress, ...done } };
      await store.put(working);
    };
    try {
      const answer = await senders[next.kind](working, progress);
      await store.remove(next.id);
      report.sent.set(next.id, answer);
    } catch (error) {
      const lastError = error instanceof Error ? error.message : String(error);
      const attempts = working.attempts + 1;
      if (isRefusal(error)) {
        await store.put({ ...working, attempts, state: 'refused', lastError, retryAt: undefined });
        report.refused.set(next.id, error);
        continue;
      }
      const until = now() + retryDelayMs(attempts);
      await store.put({ ...working, attempts, lastError, retryAt: until });
      report.blocked = { id: next.id, until, error };
      return report;
    }
  }
}
