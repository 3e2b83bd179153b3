import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { exchangeCode, refreshTokens } from '#lambdas/integrations/oauth/oauth-client';
import { codeChallengeOf, newCodeVerifier } from '#lambdas/integrations/oauth/pkce';
import { OutsidePortError } from '#lambdas/integrations/outside-port';
import type { OAuthTokens } from '#lambdas/integrations/safety/port';
import { createVideoTelematicsClient } from '#lambdas/integrations/safety/video-telematics-client';
import { DEMO_VIDEO_TELEMATICS_KEY } from '#lib/local/seed/demo-integrations-safety';
import { cloud } from '../support/cloud-context.ts';

const baseUrl = () => `${cloud().baseUrl}/_sim/video-telematics`;
const CLIENT_ID = 'contract-test-client';
const REDIRECT = 'http://127.0.0.1:9/oauth/callback';
const keyClient = (apiKey: string) => createVideoTelematicsClient({ baseUrl: baseUrl(), auth: { kind: 'apiKey', apiKey } });

async function failure(promise: Promise<unknown>): Promise<OutsidePortError> {
  const error = await promise.then(() => null, (e: unknown) => e);
  expect(error).toBeInstanceOf(OutsidePortError);
  return error as OutsidePortError;
}

/** Goes through the consent page as a browser would; answers where the provider sends the user back. */
async function consent(params: Record<string, string>, decision: 'allow' | 'deny' = 'allow'): Promise<URL> {
  const page = await fetch(`${baseUrl()}/oauth/authorize?${new URLSearchParams(params)}`);
  expect(page.status).toBe(200);
  const consentId = /name="consent" value="([^"]+)"/.exec(await page.text())![1]!;
  const answer = await fetch(`${baseUrl()}/oauth/decision`, {
    method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ consent: consentId, decision }).toString(),
  });
  expect(answer.status).toBe(302);
  return new URL(answer.headers.get('location')!);
}

function authorizeParams(challenge: string, extra: Record<string, string> = {}) {
  return { response_type: 'code', client_id: CLIENT_ID, redirect_uri: REDIRECT, state: 'st-1', code_challenge: challenge, code_challenge_method: 'S256', ...extra };
}

async function codeFor(verifier: string): Promise<string> {
  return (await consent(authorizeParams(codeChallengeOf(verifier)))).searchParams.get('code')!;
}

describe('video telematics adapter against its simulator: API key', () => {
  it("reads the demo key's vehicles (Red Mesa's VehicleIDs), camera vehicles and the reference lists", async () => {
    const client = keyClient(DEMO_VIDEO_TELEMATICS_KEY);
    const vehicles = await client.vehicles();
    expect(vehicles.map((v) => v.name)).toContain('410200');
    expect((await client.videoVehicles()).length).toBeLessThan(vehicles.length);
    expect((await client.statuses()).find((s) => s.id === '1')?.name).toBe('Active');
    expect((await client.triggers()).length).toBeGreaterThan(0);
    expect((await client.behaviours()).length).toBeGreaterThan(0);
  });

  it('asks for status 1 events updated since the date, newest update first, and reads one event', async () => {
    const client = keyClient(DEMO_VIDEO_TELEMATICS_KEY);
    const since = new Date(Date.now() - 30 * 86_400_000).toISOString();
    const events = await client.events({ lastUpdatedFrom: since });
    expect(events.length).toBeGreaterThan(5);
    expect(events.every((e) => e.statusId === 1 && e.lastUpdatedAt >= since)).toBe(true);
    expect(events.map((e) => e.lastUpdatedAt)).toEqual([...events.map((e) => e.lastUpdatedAt)].sort().reverse());
    const one = await client.event(events[0]!.eventId);
    expect(one).toEqual(events[0]);
    expect((await failure(client.event('no-such-event'))).code).toBe('not_found');
  });

  it('answers at most 1,000 events, and the provider refuses a limit above 1,000', async () => {
    const events = await keyClient(`vtk-${randomBytes(4).toString('hex')}+many`).events({ lastUpdatedFrom: new Date(Date.now() - 60 * 86_400_000).toISOString() });
    expect(events).toHaveLength(1000);
    const raw = await fetch(`${baseUrl()}/video/safety/events?limit=1001`, { headers: { 'x-apikey': 'vtk-any' } });
    expect(raw.status).toBe(400);
  });

  it('a revoked key is unauthorized, a busy one rate-limited, and no key at all is refused', async () => {
    expect((await failure(keyClient('vtk-revoked').vehicles())).code).toBe('unauthorized');
    expect((await failure(keyClient('vtk-x+busy').events({ lastUpdatedFrom: '2026-01-01' }))).code).toBe('rate_limited');
    expect((await fetch(`${baseUrl()}/vehicles/all`)).status).toBe(401);
  });

  it('a provider that cannot be reached is network_error', async () => {
    const client = createVideoTelematicsClient({ baseUrl: 'http://127.0.0.1:9', auth: { kind: 'apiKey', apiKey: 'k' }, timeoutMs: 2000 });
    expect((await failure(client.vehicles())).code).toBe('network_error');
  });
});

describe('video telematics OAuth 2.0 with PKCE against the simulator', () => {
  it('exchanges a code with its verifier, and the bearer token reads the API', async () => {
    const verifier = newCodeVerifier();
    const back = await consent(authorizeParams(codeChallengeOf(verifier)));
    expect(back.origin + back.pathname).toBe(REDIRECT);
    expect(back.searchParams.get('state')).toBe('st-1');
    const tokens = await exchangeCode('video-telematics', { baseUrl: baseUrl() }, { code: back.searchParams.get('code')!, codeVerifier: verifier, redirectUri: REDIRECT, clientId: CLIENT_ID });
    const client = createVideoTelematicsClient({ baseUrl: baseUrl(), auth: { kind: 'oauth', ...tokens } });
    expect((await client.vehicles()).map((v) => v.name)).toEqual(['SIM-101', 'SIM-102', 'SIM-103', 'SIM-104']);
  });

  it('Deny sends the user back with error=access_denied and the state', async () => {
    const back = await consent(authorizeParams(codeChallengeOf(newCodeVerifier())), 'deny');
    expect(back.searchParams.get('error')).toBe('access_denied');
    expect(back.searchParams.get('state')).toBe('st-1');
    expect(back.searchParams.has('code')).toBe(false);
  });

  it('refuses a wrong verifier with invalid_grant, and the code is spent by the attempt', async () => {
    const verifier = newCodeVerifier();
    const code = await codeFor(verifier);
    const grant = { code, redirectUri: REDIRECT, clientId: CLIENT_ID };
    expect((await failure(exchangeCode('video-telematics', { baseUrl: baseUrl() }, { ...grant, codeVerifier: newCodeVerifier() }))).code).toBe('invalid_grant');
    expect((await failure(exchangeCode('video-telematics', { baseUrl: baseUrl() }, { ...grant, codeVerifier: verifier }))).code).toBe('invalid_grant');
  });

  it('refuses a code used twice', async () => {
    const verifier = newCodeVerifier();
    const code = await codeFor(verifier);
    const grant = { code, codeVerifier: verifier, redirectUri: REDIRECT, clientId: CLIENT_ID };
    await exchangeCode('video-telematics', { baseUrl: baseUrl() }, grant);
    expect((await failure(exchangeCode('video-telematics', { baseUrl: baseUrl() }, grant))).code).toBe('invalid_grant');
  });

  it('refuses a redirect_uri other than the one authorized', async () => {
    const verifier = newCodeVerifier();
    const code = await codeFor(verifier);
    const error = await failure(exchangeCode('video-telematics', { baseUrl: baseUrl() }, { code, codeVerifier: verifier, redirectUri: 'http://127.0.0.1:9/elsewhere', clientId: CLIENT_ID }));
    expect(error.code).toBe('invalid_grant');
  });

  it("refuses the 'plain' challenge method at the consent page", async () => {
    const verifier = newCodeVerifier();
    const page = await fetch(`${baseUrl()}/oauth/authorize?${new URLSearchParams(authorizeParams(verifier, { code_challenge_method: 'plain' }))}`);
    expect(page.status).toBe(400);
    expect(await page.text()).toContain('S256');
  });

  /** A connected client whose access token has expired: its refresh token is live, and the tokens it saves are kept. */
  async function clientWithExpiredToken() {
    const verifier = newCodeVerifier();
    const tokens = await exchangeCode('video-telematics', { baseUrl: baseUrl() }, { code: await codeFor(verifier), codeVerifier: verifier, redirectUri: REDIRECT, clientId: CLIENT_ID });
    const saved: OAuthTokens[] = [];
    const client = createVideoTelematicsClient({
      baseUrl: baseUrl(), clientId: CLIENT_ID, auth: { kind: 'oauth', accessToken: 'expired-token', refreshToken: tokens.refreshToken },
      onTokens: async (t) => { saved.push(t); },
    });
    return { tokens, saved, client };
  }

  it('refreshes once on 401 (expired access token), hands the new tokens over, and retries', async () => {
    const { tokens, saved, client } = await clientWithExpiredToken();
    expect(await client.vehicles()).toHaveLength(4);
    expect(saved).toHaveLength(1);
    expect(saved[0]!.accessToken).not.toBe(tokens.accessToken);
    // The refresh token was rotated: the old one no longer works.
    expect((await failure(refreshTokens('video-telematics', { baseUrl: baseUrl() }, { refreshToken: tokens.refreshToken, clientId: CLIENT_ID }))).code).toBe('invalid_grant');
  });

  it('refreshes once for calls made together on an expired token: every call succeeds and one new pair of tokens is kept', async () => {
    const { saved, client } = await clientWithExpiredToken();
    const answers = await Promise.all([client.vehicles(), client.triggers(), client.statuses(), client.behaviours(), client.videoVehicles()]);
    expect(answers.every((a) => Array.isArray(a))).toBe(true);
    expect(saved).toHaveLength(1);
  });

  it('is unauthorized when the refresh token is no good either (one refresh, no loop)', async () => {
    const client = createVideoTelematicsClient({ baseUrl: baseUrl(), clientId: CLIENT_ID, auth: { kind: 'oauth', accessToken: 'expired', refreshToken: 'unknown' } });
    expect((await failure(client.vehicles())).code).toBe('unauthorized');
  });
});
