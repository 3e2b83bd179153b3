import { describe, expect, it } from 'vitest';
import { codeChallengeOf, newCodeVerifier, newState } from '#lambdas/integrations/oauth/pkce';
import { callbackBody, isUsableRequest } from '#shared/integrations/oauth';
import { eventsQuery, summarizeEvents, type SafetyEvent } from '#shared/integrations/safety';

const NOW = Date.parse('2026-11-24T12:00:00Z');

function event(n: number, driver: string, vehicle: string, coached = false, closed = false): SafetyEvent {
  return {
    eventId: `e${n}`, vehicleName: vehicle, driverEmployeeId: driver, driverName: '', behaviours: [], statusId: 1, statusName: 'Active',
    triggerName: 'Hard braking', recordedAt: '2026-11-20T00:00:00Z', lastUpdatedAt: '2026-11-20T00:00:00Z', coached, closed,
  };
}

describe('summarizeEvents', () => {
  const tractors = [{ id: '101', name: '101 Kenworth T680' }, { id: '102', name: '102 Volvo' }];
  const drivers = [{ id: '5001', name: 'Jake Thornton' }, { id: '5002', name: 'Maria Gonzales' }];
  const events = [
    event(1, '5001', '101', true, true),
    event(2, '5001', '102', true),
    event(3, '5002', '101'),
    event(4, '', 'CAM-9', true),
    event(5, '7777', '101', false, true),
  ];
  const summary = summarizeEvents(events, tractors, drivers);

  it('counts events, coached and closed per known driver and tractor, most events first', () => {
    expect(summary.drivers[0]).toEqual({ id: '5001', name: 'Jake Thornton', matched: true, events: 2, coached: 2, closed: 1 });
    expect(summary.tractors[0]).toEqual({ id: '101', name: '101 Kenworth T680', matched: true, events: 3, coached: 1, closed: 2 });
  });

  it('puts events naming nobody we know on one unmatched row, so every table sums to the events', () => {
    expect(summary.drivers.find((r) => !r.matched)).toMatchObject({ id: '', events: 2, coached: 1, closed: 1 });
    expect(summary.tractors.find((r) => !r.matched)).toMatchObject({ id: '', events: 1, coached: 1, closed: 0 });
    for (const rows of [summary.drivers, summary.tractors]) {
      expect(rows.reduce((s, r) => s + r.events, 0)).toBe(events.length);
      expect(rows.reduce((s, r) => s + r.coached, 0)).toBe(summary.totals.coached);
      expect(rows.reduce((s, r) => s + r.closed, 0)).toBe(summary.totals.closed);
    }
    expect(summary.totals).toEqual({ events: 5, coached: 3, closed: 2 });
  });
});

describe('eventsQuery', () => {
  const query = eventsQuery(NOW);
  it('accepts a date up to 90 days back, and none (the default window)', () => {
    expect(query.parse({ since: '2026-08-26' })).toEqual({ since: '2026-08-26' });
    expect(query.parse({})).toEqual({});
  });
  it.each([['2026-08-25', '90 days'], ['2026-11-25', 'future'], ['2026-02-30', 'real date'], ['24/11/2026', 'YYYY-MM-DD']])('refuses since=%s (%s)', (since, why) => {
    const result = query.safeParse({ since });
    expect(result.success).toBe(false);
    expect(result.error!.issues[0]!.message).toContain(why);
  });
});

describe('PKCE', () => {
  it('makes a 43-character state and a verifier inside RFC 7636 bounds, each new every time', () => {
    expect(newState()).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const verifier = newCodeVerifier();
    expect(verifier.length).toBeGreaterThanOrEqual(43);
    expect(verifier.length).toBeLessThanOrEqual(128);
    expect(newCodeVerifier()).not.toBe(verifier);
  });
  it('computes the S256 challenge of RFC 7636 appendix B', () => {
    expect(codeChallengeOf('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).toBe('E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM');
  });
});

describe('callbackBody', () => {
  const state = 'a'.repeat(43);
  it('takes a code or an error with the state, never both or neither', () => {
    expect(callbackBody.safeParse({ state, code: 'xyz' }).success).toBe(true);
    expect(callbackBody.safeParse({ state, error: 'access_denied' }).success).toBe(true);
    expect(callbackBody.safeParse({ state, code: 'x', error: 'access_denied' }).success).toBe(false);
    expect(callbackBody.safeParse({ state }).success).toBe(false);
  });
  it('refuses a state that is too long or not base64url, naming it', () => {
    for (const bad of ['b'.repeat(2000), 'has spaces and more than sixteen']) {
      const result = callbackBody.safeParse({ state: bad, code: 'x' });
      expect(result.error!.issues[0]!.path).toEqual(['state']);
    }
  });
});

describe('isUsableRequest', () => {
  const request = { userId: 'u1', expiresAt: NOW / 1000 + 60 };
  it('lets only the user who started the request finish it, before it expires', () => {
    expect(isUsableRequest(request, 'u1', NOW)).toBe(true);
    expect(isUsableRequest(request, 'u2', NOW)).toBe(false);
    expect(isUsableRequest(request, 'u1', NOW + 61_000)).toBe(false);
    expect(isUsableRequest(null, 'u1', NOW)).toBe(false);
  });
});
