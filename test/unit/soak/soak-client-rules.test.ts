import { describe, expect, it } from 'vitest';
import { parseSoakArguments } from '#lib/soak/arguments';
import { retryAfterMs } from '#lib/soak/client';
import { seededRandom } from '#lib/soak/random';
import { routeOf } from '#lib/soak/route-of';

describe('the soak command’s options', () => {
  it('defaults to 5% faults, seed 1, five days, a cloud of its own', () => {
    expect(parseSoakArguments([])).toEqual({ ok: true, args: { faults: 0.05, seed: 1, days: 5 } });
  });

  it('takes a local cloud’s address and the numbers given', () => {
    expect(parseSoakArguments(['--url', 'http://127.0.0.1:3000/', '--faults', '0', '--seed', '42', '--days', '2'])).toEqual({
      ok: true, args: { url: 'http://127.0.0.1:3000', faults: 0, seed: 42, days: 2 },
    });
  });

  it('refuses an address off this machine and numbers out of range, naming each option', () => {
    const parsed = parseSoakArguments(['--url', 'http://10.0.0.5:3000', '--faults', '0.9', '--seed', '1.5', '--days', '8']);
    expect(parsed).toEqual({
      ok: false,
      problems: [
        "--faults must be a share of calls from 0 to 0.5, not '0.9'",
        "--seed must be a whole number from 0 to 2147483647, not '1.5'",
        "--days must be a whole number of days from 1 to 7, not '8'",
        '--url must be a local cloud on this machine (http://127.0.0.1:PORT), not http://10.0.0.5:3000',
      ],
    });
    expect(parseSoakArguments(['--fault', '0.1'])).toMatchObject({ ok: false });
  });
});

describe('the soak client’s retry wait', () => {
  it('reads Retry-After in seconds or as an HTTP date, and nothing from an absent or unreadable one', () => {
    const now = Date.parse('2026-11-28T08:00:00Z');
    expect(retryAfterMs('2', now)).toBe(2000);
    expect(retryAfterMs('Sat, 28 Nov 2026 08:00:03 GMT', now)).toBe(3000);
    expect(retryAfterMs('Sat, 28 Nov 2026 07:59:00 GMT', now)).toBe(0);
    expect(retryAfterMs(null, now)).toBeUndefined();
    expect(retryAfterMs('soon', now)).toBeUndefined();
  });
});

describe('the soak’s answers by route', () => {
  it('names a call by its route table key, the most literal route winning, without the query', () => {
    expect(routeOf('GET', '/payruns/2031-01-04/paydocs/1004500')).toBe('GET /payruns/{id}/paydocs/{driverId}');
    expect(routeOf('POST', '/payruns/2031-01-04/calculations')).toBe('POST /payruns/{id}/calculations');
    expect(routeOf('GET', '/ifta?quarter=2026-Q4')).toBe('GET /ifta');
    expect(routeOf('GET', '/nowhere/at/all')).toBe('GET /nowhere/at/all');
  });
});

describe('the soak’s seeded chance', () => {
  it('makes the same choices and keys for the same seed, and uuids the API accepts as phone keys', () => {
    const a = seededRandom(7);
    const b = seededRandom(7);
    const keys = [a.uuid(), a.uuid(), a.int(1, 6)];
    expect([b.uuid(), b.uuid(), b.int(1, 6)]).toEqual(keys);
    expect(keys[0]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(seededRandom(8).uuid()).not.toBe(keys[0]);
  });
});
