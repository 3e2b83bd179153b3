import { describe, expect, it } from 'vitest';
import { listedSince } from '#lambdas/schedules/link-records';
import { scheduleLinkState } from '#lambdas/schedules/link-tokens';
import { mayHandleLinksOf } from '#lambdas/schedules/link-access';

const NOW = Date.parse('2026-11-28T12:00:00.000Z');

describe('a schedule link\'s state', () => {
  it('is live before its expiry time and expired from that instant on', () => {
    expect(scheduleLinkState({ expiresAt: '2026-11-28T12:00:00.001Z' }, NOW)).toBe('live');
    expect(scheduleLinkState({ expiresAt: '2026-11-28T12:00:00.000Z' }, NOW)).toBe('expired');
  });

  it('is revoked once withdrawn, whether it was still live or had already expired', () => {
    expect(scheduleLinkState({ expiresAt: '2026-12-05T12:00:00.000Z', revokedAt: '2026-11-28T11:00:00.000Z' }, NOW)).toBe('revoked');
    expect(scheduleLinkState({ expiresAt: '2026-11-01T12:00:00.000Z', revokedAt: '2026-11-28T11:00:00.000Z' }, NOW)).toBe('revoked');
  });

  it('lists links made in the last 60 days, which holds every link still live (at most 30 days)', () => {
    expect(listedSince(NOW)).toBe('2026-09-29T12:00:00.000Z');
  });
});

describe('who handles a driver\'s schedule links', () => {
  it('lets dispatch and above handle any driver\'s, a driver only his own, and no one through the default driver id', () => {
    expect(mayHandleLinksOf({ role: 3, driverId: '0000000' }, '1004501')).toBe(true);
    expect(mayHandleLinksOf({ role: 1, driverId: '0000000' }, '1004501')).toBe(true);
    expect(mayHandleLinksOf({ role: 4, driverId: '0000000' }, '1004501')).toBe(false);
    expect(mayHandleLinksOf({ role: 8, driverId: '1004500' }, '1004500')).toBe(true);
    expect(mayHandleLinksOf({ role: 8, driverId: '1004500' }, '1004501')).toBe(false);
    expect(mayHandleLinksOf({ role: 8, driverId: '0000000' }, '0000000')).toBe(false);
  });
});
