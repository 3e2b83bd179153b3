import { beforeAll, describe, expect, it } from 'vitest';
import { freshCompany, type FreshCompany } from '../support/fresh-company.ts';
import { cloud } from '../support/cloud-context.ts';
import { api, BLUE_RIDGE } from '../support/tokens.ts';

/** The provider's consent page, answered as the user would; where the provider sends the browser back. */
async function consent(authorizeUrl: string, decision: 'allow' | 'deny'): Promise<URL> {
  const page = await fetch(authorizeUrl);
  expect(page.status).toBe(200);
  const consentId = /name="consent" value="([^"]+)"/.exec(await page.text())![1]!;
  const back = await fetch(new URL('decision', authorizeUrl), {
    method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ consent: consentId, decision }).toString(),
  });
  return new URL(back.headers.get('location')!);
}

describe('OAuth 2.0 with PKCE: a new company connects video telematics', () => {
  let fresh: FreshCompany;
  const as = () => ({ token: fresh.owner.idToken });
  const start = async () => {
    const started = await api('POST', '/oauth/authorizations', { ...as(), body: { system: 'video-telematics' } });
    expect(started.status).toBe(200);
    return new URL(started.body.authorizeUrl);
  };
  const video = async () => (await api('GET', '/integrations', as())).body.integrations.find((i: { system: string }) => i.system === 'video-telematics');
  beforeAll(async () => { fresh = await freshCompany('oauth'); });

  it('sends the provider an S256 challenge, a 43-character state and our callback, never the verifier', async () => {
    const url = await start();
    expect(url.href.startsWith(`${cloud().baseUrl}/_sim/video-telematics/oauth/authorize?`)).toBe(true);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(url.searchParams.get('state')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(url.searchParams.get('redirect_uri')).toBe(`${cloud().baseUrl}/oauth/callback`);
    expect(url.searchParams.get('client_id')).toBe('fast-dashboard-local');
    expect(url.searchParams.has('code_verifier')).toBe(false);
  });

  it("another company cannot finish this company's request, and an unknown state is 400; nothing is stored", async () => {
    const url = await start();
    const back = await consent(url.href, 'allow');
    const state = back.searchParams.get('state')!;
    const foreign = await api('POST', '/oauth/callback', { as: BLUE_RIDGE.owner, body: { state, code: back.searchParams.get('code') } });
    expect(foreign.status).toBe(400);
    expect(Object.keys(foreign.body.fields)).toEqual(['state']);
    const unknown = await api('POST', '/oauth/callback', { ...as(), body: { state: 'x'.repeat(43), code: back.searchParams.get('code') } });
    expect(unknown.status).toBe(400);
    expect(await video()).toMatchObject({ state: 'not_connected', hasCredentials: false });
    expect((await api('GET', '/integrations', { as: BLUE_RIDGE.owner })).body.integrations.find((i: { system: string }) => i.system === 'video-telematics').state).toBe('not_connected');
  });

  it('Deny: "The provider did not allow the connection" and nothing stored', async () => {
    const back = await consent((await start()).href, 'deny');
    const denied = await api('POST', '/oauth/callback', { ...as(), body: { state: back.searchParams.get('state'), error: back.searchParams.get('error') } });
    expect(denied.status).toBe(422);
    expect(denied.body.message).toBe('The provider did not allow the connection.');
    expect((await video()).state).toBe('not_connected');
  });

  it('Allow: the code is exchanged, the tokens sealed, the events read by bearer token; the state is single-use', async () => {
    const back = await consent((await start()).href, 'allow');
    const body = { state: back.searchParams.get('state'), code: back.searchParams.get('code') };
    const done = await api('POST', '/oauth/callback', { ...as(), body });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ system: 'video-telematics', state: 'connected', hasCredentials: true, publicSettings: { authKind: 'oauth' } });
    expect(JSON.stringify(done.body)).not.toMatch(/access|refresh|token/i);
    const events = await api('GET', '/safety/events', as());
    expect(events.status).toBe(200);
    expect(events.body.events.length).toBeGreaterThan(0);
    const again = await api('POST', '/oauth/callback', { ...as(), body });
    expect(again.status).toBe(400);
  });

  it('refuses a hostile body naming the field, and another system than the OAuth ones', async () => {
    const long = await api('POST', '/oauth/callback', { ...as(), body: { state: 's'.repeat(2000), code: 'c' } });
    expect(long.status).toBe(400);
    expect(Object.keys(long.body.fields)).toEqual(['state']);
    const other = await api('POST', '/oauth/authorizations', { ...as(), body: { system: 'settlement-portal' } });
    expect(other.status).toBe(400);
    expect(Object.keys(other.body.fields)).toEqual(['system']);
  });
});
