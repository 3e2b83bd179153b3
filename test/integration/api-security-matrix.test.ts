import { describe, expect, it } from 'vitest';
import { routes } from '#lambdas/routes';
import { ANY_SIGNED_IN } from '#lambdas/route-types';
import { api, idTokenFor, RED_MESA } from '../support/tokens.ts';

/** Walks the route table: every route's declared minimum role is what the API enforces. */
const concrete = (path: string) => path.replace(/\{[^}]+\}/g, 'x');
const protectedRoutes = routes.filter((r) => r.minRole !== 'public');
const usersByRole: Array<[number, string]> = [[1, RED_MESA.owner], [2, RED_MESA.payroll], [3, RED_MESA.dispatch], [4, RED_MESA.shop], [8, RED_MESA.driver]];

describe('route table security matrix', () => {
  it.each(protectedRoutes.map((r) => [`${r.method} ${r.path}`, r] as const))('%s answers 401 without a token', async (_, r) => {
    const answer = await api(r.method, concrete(r.path), r.method === 'GET' ? {} : { body: {} });
    expect(answer.status).toBe(401);
  });

  it.each(protectedRoutes.map((r) => [`${r.method} ${r.path}`, r] as const))('%s answers 401 to a token whose signature was tampered with', async (_, r) => {
    const token = await idTokenFor(RED_MESA.owner);
    const [header, payload] = token.split('.');
    const forged = `${header}.${payload}.${Buffer.from('not-the-signature').toString('base64url')}`;
    expect((await api(r.method, concrete(r.path), { token: forged, ...(r.method === 'GET' ? {} : { body: {} }) })).status).toBe(401);
  });

  it.each(protectedRoutes.map((r) => [`${r.method} ${r.path}`, r] as const))('%s answers 401 to an unsigned token (alg none) claiming the owner role of another company', async (_, r) => {
    const token = await idTokenFor(RED_MESA.driver);
    const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8'));
    const payload = Buffer.from(JSON.stringify({ ...claims, 'custom:role': '1', 'custom:companyId': 'blue-ridge-carriers' })).toString('base64url');
    const unsigned = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${payload}.`;
    expect((await api(r.method, concrete(r.path), { token: unsigned, ...(r.method === 'GET' ? {} : { body: {} }) })).status).toBe(401);
  });

  const roleCases = protectedRoutes.flatMap((r) =>
    usersByRole
      .filter(([role]) => r.minRole !== ANY_SIGNED_IN && role > (r.minRole as number))
      .map(([role, email]) => [`${r.method} ${r.path} refuses role ${role}`, r, email] as const),
  );
  it.each(roleCases)('%s with 403', async (_, r, email) => {
    const answer = await api(r.method, concrete(r.path), { as: email, ...(r.method === 'GET' ? {} : { body: {} }) });
    expect(answer.status).toBe(403);
    expect(answer.body.message).toBe('Unauthorized access.');
  });

  // The telematics feed is public to the gateway (a machine has no Cognito token) but proves its company with a feed key.
  // A tractor's inspection link is public to the gateway too (the visitor is not signed in): it proves its company and tractor with the link's secret.
  const LINK_ROUTES = new Set(['GET /inspection-link/form', 'POST /inspection-link/uploads', 'POST /inspection-link/submissions']);
  const SCHEDULE_LINK_ROUTES = new Set(['GET /schedule-link/schedule']);
  // A scheduled report's e-mailed link proves its company and file with the link's secret.
  const REPORT_LINK_ROUTES = new Set(['GET /report-link/download']);
  const MACHINE_ROUTES = new Set(['POST /telematics/events', ...LINK_ROUTES, ...SCHEDULE_LINK_ROUTES, ...REPORT_LINK_ROUTES]);

  it('public routes answer without a token', async () => {
    for (const r of routes.filter((x) => x.minRole === 'public' && !MACHINE_ROUTES.has(`${x.method} ${x.path}`))) {
      expect((await api(r.method, concrete(r.path))).status).toBeLessThan(400);
    }
  });

  it('the machine route refuses a call without its feed key, even with a user token', async () => {
    const body = { events: [{ eventId: 'm1', eventType: 'T.2.06.0', tractorID: '410200', posTimeStamp: '2026-07-04T12:00:00Z' }] };
    expect((await api('POST', '/telematics/events', { body })).status).toBe(401);
    expect((await api('POST', '/telematics/events', { as: RED_MESA.owner, body })).status).toBe(401);
  });

  it.each([...LINK_ROUTES])('%s refuses a call without a valid inspection link, even with a user token', async (key) => {
    const [method, path] = key.split(' ') as ['GET' | 'POST', string];
    const body = method === 'GET' ? {} : { body: {} };
    expect((await api(method, path, body)).status).toBe(401);
    expect((await api(method, path, { as: RED_MESA.owner, ...body })).status).toBe(401);
    const forged = { headers: { 'x-inspection-link': 'fil.red-mesa-freight.0123456789abcdef.not-the-secret' } };
    expect((await api(method, path, { ...forged, ...body })).status).toBe(401);
  });

  it.each([...SCHEDULE_LINK_ROUTES])('%s refuses a call without a valid schedule link, even with a user token', async (key) => {
    const [method, path] = key.split(' ') as ['GET', string];
    expect((await api(method, path)).status).toBe(401);
    expect((await api(method, path, { as: RED_MESA.owner })).status).toBe(401);
    expect((await api(method, path, { headers: { 'x-schedule-link': 'fsl.red-mesa-freight.0123456789abcdef.not-the-secret' } })).status).toBe(401);
  });

  it.each([...REPORT_LINK_ROUTES])('%s refuses a call without a valid report link, even with a user token', async (key) => {
    const [method, path] = key.split(' ') as ['GET', string];
    expect((await api(method, path)).status).toBe(401);
    expect((await api(method, path, { as: RED_MESA.owner })).status).toBe(401);
    expect((await api(method, path, { headers: { 'x-report-link': 'frl.red-mesa-freight.0123456789abcdef.not-the-secret-not-the-secret-not' } })).status).toBe(401);
  });

  it('an unknown path is a 404, not a 500', async () => {
    expect((await api('GET', '/no-such-thing', { as: RED_MESA.owner })).status).toBe(404);
  });
});
