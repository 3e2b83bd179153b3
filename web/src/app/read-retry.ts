import { ApiError } from '#web/api/client.ts';

/** A read answered "busy" (503) or "too many" (429) is tried at most this many times in all. */
export const READ_ATTEMPTS = 3;
/** Longest wait between two tries, whatever Retry-After says: past it the page shows the failure. */
const MAX_WAIT_MS = 10_000;

const isBusy = (error: unknown): error is ApiError => error instanceof ApiError && (error.status === 429 || error.status === 503);

/**
 * TanStack's `retry` for reads: only a passing refusal is tried again (a 4xx or a 500 would answer the same),
 * and only a bounded number of times. `failures` counts the failures so far, 0 at the first one.
 */
export function retryBusyRead(failures: number, error: unknown): boolean {
  return isBusy(error) && failures < READ_ATTEMPTS - 1;
}

/** TanStack's `retryDelay`: the answer's Retry-After, else 1 s, 2 s, …; never more than MAX_WAIT_MS. */
export function busyReadDelay(failures: number, error: unknown): number {
  const seconds = isBusy(error) && error.retryAfterSeconds !== undefined ? error.retryAfterSeconds : 2 ** failures;
  return Math.min(seconds * 1000, MAX_WAIT_MS);
}
