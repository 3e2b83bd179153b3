import { describe, expect, it } from 'vitest';
import { ApiError, retryAfterSeconds } from '#web/api/client.ts';
import { busyReadDelay, READ_ATTEMPTS, retryBusyRead } from '#web/app/read-retry.ts';

const busy = (status: number, retryAfter?: number) => new ApiError(status, 'The service is busy right now. Try again in a moment.', {}, retryAfter);

describe('the web’s retries of a read refused for now', () => {
  it('tries a read answered 503 or 429 again, three tries in all', () => {
    for (const status of [503, 429]) {
      const tries = Array.from({ length: 5 }, (_, failures) => retryBusyRead(failures, busy(status, 1)));
      expect(tries.filter(Boolean)).toHaveLength(READ_ATTEMPTS - 1);
      expect(tries.slice(0, READ_ATTEMPTS - 1)).toEqual([true, true]);
    }
  });

  it('never tries again a 500, a refusal of the request or a network failure', () => {
    for (const error of [busy(500), busy(400), busy(404), busy(409), new TypeError('Failed to fetch')]) expect(retryBusyRead(0, error)).toBe(false);
  });

  it('waits as long as Retry-After says, 1 s then 2 s without it, and never past 10 s', () => {
    expect(busyReadDelay(0, busy(503, 3))).toBe(3000);
    expect(busyReadDelay(0, busy(503))).toBe(1000);
    expect(busyReadDelay(1, busy(429))).toBe(2000);
    expect(busyReadDelay(0, busy(503, 120))).toBe(10_000);
  });

  it('reads Retry-After given in seconds or as a date', () => {
    const now = Date.parse('2026-11-28T08:00:00Z');
    expect(retryAfterSeconds('1', now)).toBe(1);
    expect(retryAfterSeconds('Sat, 28 Nov 2026 08:00:05 GMT', now)).toBe(5);
    expect(retryAfterSeconds(null, now)).toBeUndefined();
    expect(retryAfterSeconds('soon', now)).toBeUndefined();
  });
});
