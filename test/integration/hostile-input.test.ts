import { describe, expect, it } from 'vitest';
import { routes } from '#lambdas/routes';
import type { RouteDef } from '#lambdas/route-types';
import { LIMITS } from '#shared/validation/bounds';
import { api, RED_MESA } from '../support/tokens.ts';

/**
 * Hostile input over the whole route table, as the owner (who passes every role check): nothing a client
 * sends gets a 500, and a refusal names what it refuses.
 */
const protectedRoutes = routes.filter((r) => r.minRole !== 'public');
const withParams = protectedRoutes.filter((r) => r.path.includes('{'));
const withBodies = protectedRoutes.filter((r) => r.method !== 'GET');
const label = (r: RouteDef) => `${r.method} ${r.path}`;
const LONG_ID = 'x'.repeat(2_000);

describe('hostile input never gets a 500', () => {
  it.each(withParams.map((r) => [label(r), r] as const))('%s refuses a 2,000-character path id with 400 naming the parameter', async (_, r) => {
    const names = [...r.path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]!);
    const answer = await api(r.method, r.path.replace(/\{[^}]+\}/g, LONG_ID), { as: RED_MESA.owner, ...(r.method === 'GET' ? {} : { body: {} }) });
    expect(answer.status).toBe(400);
    expect(Object.keys(answer.body.fields)).toEqual(expect.arrayContaining(names));
  });

  it.each(withBodies.map((r) => [label(r), r] as const))('%s refuses a body over its limit with 413 naming the body', async (_, r) => {
    const limit = r.bodyLimitBytes ?? LIMITS.bodyBytes;
    const answer = await api(r.method, r.path.replace(/\{[^}]+\}/g, 'x'), { as: RED_MESA.owner, body: { text: 'y'.repeat(limit + 1) } });
    expect(answer.status).toBe(413);
    expect(answer.body.fields).toHaveProperty('body');
  });

  const hostileBodies: Array<[string, string]> = [
    ['a JSON array', '[1,2,3]'],
    ['a bare string', '"payroll"'],
    ['null', 'null'],
    ['a prototype-polluting object', '{"__proto__":{"role":1},"constructor":{"prototype":{"admin":true}}}'],
    ['numbers as strings and strings as numbers', '{"label":12,"amount":"50","DriverID":1004500,"rows":"all","members":"everyone"}'],
    ['a deeply nested object', `${'{"a":'.repeat(500)}1${'}'.repeat(500)}`],
    ['broken JSON', '{"label": "Safety'],
  ];
  const bodyCases = withBodies.flatMap((r) => hostileBodies.map(([what, raw]) => [`${label(r)} with ${what}`, r, raw] as const));
  it.each(bodyCases)('%s answers a 4xx, never a 500', async (_, r, raw) => {
    for (const as of [RED_MESA.owner, RED_MESA.driver]) {
      const answer = await api(r.method, r.path.replace(/\{[^}]+\}/g, 'x'), { as, rawBody: raw });
      expect(answer.status, as).toBeGreaterThanOrEqual(400);
      expect(answer.status, as).toBeLessThan(500);
    }
  });

  it('refuses a 200,000-character e-mail on the profile with 400 naming email, and keeps the profile', async () => {
    const before = (await api('GET', '/me/profile', { as: RED_MESA.driver })).body;
    const answer = await api('PUT', '/me/profile', { as: RED_MESA.driver, body: { fName: 'Jake', lName: 'Thornton', email: `${'a'.repeat(200_000)}@redmesa.test` } });
    expect(answer.status).toBe(400);
    expect(answer.body.fields).toHaveProperty('email');
    expect((await api('GET', '/me/profile', { as: RED_MESA.driver })).body).toEqual(before);
  });

  it('refuses over-long entries in the bonus button lists and the AFP vendors, naming the field', async () => {
    const long = 'z'.repeat(5_000);
    const button = await api('POST', '/bonus-buttons', { as: RED_MESA.payroll, body: { label: 'Safety bonus', flatAmount: 50, driverIds: [long] } });
    expect(button.status).toBe(400);
    expect(Object.keys(button.body.fields)).toEqual(['driverIds.0']);
    const settings = await api('PUT', '/pay-settings', { as: RED_MESA.payroll, body: { afpVendors: [long] } });
    expect(settings.status).toBe(400);
    expect(Object.keys(settings.body.fields)).toEqual(['afpVendors.0']);
  });

  it('refuses an amount beyond any real pay with 400 instead of a storage error', async () => {
    const answer = await api('POST', '/settlement-adjustments', { as: RED_MESA.payroll, body: { DriverID: '1004500', kind: 'deduction', label: 'Fuel advance', amount: 1e200, startWeekEnding: '2026-02-07' } });
    expect(answer.status).toBe(400);
    expect(answer.body.fields).toHaveProperty('amount');
  });

  it('answers 404 for the vehicles and payout audit of a pay run that does not exist, without echoing the id', async () => {
    for (const path of ['/payruns/2099-01-02/vehicles', '/payruns/2099-01-02/payout-audit']) {
      const answer = await api('GET', path, { as: RED_MESA.payroll });
      expect(answer.status, path).toBe(404);
      expect(JSON.stringify(answer.body)).not.toContain('2099-01-02');
    }
  });

  it('approves no time card week for a driver who does not exist, whatever the id, and writes no approval', async () => {
    const week = { weekEnding: '2026-02-07', version: 0 };
    for (const [driverId, status] of [
      ['../../etc/passwd', 404], ['__proto__', 404], ['constructor', 404], ['🚚', 404], ['1999999', 404], ['a\u0000b', 400], ['a\r\nb', 400],
    ] as const) {
      const path = `/timecards/${encodeURIComponent(driverId)}`;
      const answer = await api('POST', `${path}/approve`, { as: RED_MESA.dispatch, body: week });
      expect(answer.status, JSON.stringify(driverId)).toBe(status);
      if (status === 404) expect(answer.body.message).toBe(`Driver ${driverId} is not in the driver lookup.`);
      else expect(answer.body.fields.driverId).toMatch(/has a character an id cannot hold\.$/);
      expect((await api('POST', `${path}/shifts`, { as: RED_MESA.dispatch, body: { in: '2026-02-03T08:00:00-07:00', reason: 'Forgot to clock in' } })).status).toBe(status);
    }
    const approvals = (await api('GET', '/timecards?weekEnding=2026-02-07', { as: RED_MESA.dispatch })).body;
    expect(JSON.stringify(approvals)).not.toMatch(/etc\/passwd|__proto__|🚚|1999999/);
  });

  it('refuses a fuel purchase order of a blank or a space instead of reading it as purchase 0', async () => {
    for (const order of [' ', '%20', '1.5', '-1', '0x1']) {
      const answer = await api('POST', `/payruns/2026-02-07/fuel/410200/${order}/trip`, { as: RED_MESA.payroll, body: { tripNumber: '7730101' } });
      expect(answer.status, order).toBe(400);
      expect(answer.body.fields.order, order).toMatch(/is a whole number\.$/);
    }
  });

  it('refuses unknown fields on a navigation entry, naming them', async () => {
    const answer = await api('POST', '/user-actions', { as: RED_MESA.driver, body: { OriginRoute: '/a', DestinationRoute: '/b', ClientVersionNumber: '3.21.1', role: 1 } });
    expect(answer.status).toBe(400);
    expect(answer.body.fields).toEqual({ role: 'Role is not accepted.' });
    expect(answer.body.message).toBe('Role is not accepted.');
  });
});
