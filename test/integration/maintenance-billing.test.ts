import { AdminUpdateUserAttributesCommand, CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { beforeAll, describe, expect, it } from 'vitest';
import { claimsOf, refreshedTokens } from '../support/cognito-calls.ts';
import { cloud } from '../support/cloud-context.ts';
import { freshCompany, signedUpUser, type FreshCompany } from '../support/fresh-company.ts';
import { api, RED_MESA } from '../support/tokens.ts';

let company: FreshCompany;
const as = () => ({ token: company.owner.idToken });
const fedExId = () => `FDX-${company.companyId}`;
const saveLogin = async (overrides: Record<string, string> = {}) => {
  const saved = await api('PUT', '/integrations/maintenance-billing/credentials', { ...as(), body: { clientFedExId: fedExId(), username: 'shop-user', password: 'billing-pass', ...overrides } });
  expect(saved.status).toBe(200);
};
const connection = async (token?: string) =>
  ((await api('GET', '/integrations', token ? { token } : as())).body.integrations as { system: string; state: string; lastCode?: string; publicSettings: Record<string, unknown> }[])
    .find((c) => c.system === 'maintenance-billing')!;

beforeAll(async () => {
  company = await freshCompany('billing');
});

describe('maintenance billing: connect (connectCompanyMgba) and sync (establishMbaSyncV2)', () => {
  it('asks for the login first when none is saved (409), for connect and for sync', async () => {
    expect((await api('POST', '/maintenance-billing/connection', { ...as(), body: { confirm: true } })).status).toBe(409);
    expect((await api('POST', '/maintenance-billing/sync', { ...as(), body: { forceRediscover: false } })).status).toBe(409);
  });

  it("finds the company's service provider and keeps it on the connection, the SetQuery site not yet established", async () => {
    await saveLogin();
    const connected = await api('POST', '/maintenance-billing/connection', { ...as(), body: { confirm: true } });
    expect(connected.status).toBe(200);
    expect(connected.body).toEqual({ servProvId: expect.stringMatching(/^SP-\d+$/), servProvName: expect.any(String), setQueryUrlEstablished: false });
    expect((await connection()).publicSettings).toMatchObject({ clientFedExId: fedExId(), servProvId: connected.body.servProvId, setQueryUrlEstablished: false });
  });

  it('syncs: 200 ok, the connection connected with its SetQuery site established', async () => {
    await saveLogin();
    const sync = await api('POST', '/maintenance-billing/sync', { ...as(), body: { forceRediscover: true } });
    expect(sync).toMatchObject({ status: 200, body: { ok: true } });
    expect(await connection()).toMatchObject({ state: 'connected', publicSettings: { setQueryUrlEstablished: true } });
  });

  it.each([
    [{ username: 'nostart-user' }, 'setquery_login_start_failed'],
    [{ password: 'wrong' }, 'setquery_login_submit_failed'],
    [{ username: 'shop+down' }, 'network_error'],
  ])('answers 200 ok:false for %o with code %s and a message, and records the failure', async (login, code) => {
    await saveLogin(login);
    const sync = await api('POST', '/maintenance-billing/sync', { ...as(), body: { forceRediscover: false } });
    expect(sync.status).toBe(200);
    expect(sync.body).toMatchObject({ ok: false, code });
    expect(sync.body.message).toEqual(expect.any(String));
    expect(await connection()).toMatchObject({ state: 'failed', lastCode: code, publicSettings: { setQueryUrlEstablished: false } });
  });

  it('answers 422 no_provider when the portal knows no provider for the FedEx client id', async () => {
    await saveLogin({ clientFedExId: 'NONE-404' });
    const answer = await api('POST', '/maintenance-billing/connection', { ...as(), body: { confirm: true } });
    expect(answer.status).toBe(422);
    expect(answer.body).toMatchObject({ code: 'no_provider', system: 'maintenance-billing' });
  });

  it('refuses role 2 (403) and bodies that would act on nothing (400 naming the field)', async () => {
    expect((await api('POST', '/maintenance-billing/connection', { as: RED_MESA.payroll, body: { confirm: true } })).status).toBe(403);
    expect((await api('POST', '/maintenance-billing/sync', { as: RED_MESA.payroll, body: { forceRediscover: false } })).status).toBe(403);
    const empty = await api('POST', '/maintenance-billing/connection', { ...as(), body: {} });
    expect(empty.status).toBe(400);
    expect(JSON.stringify(empty.body)).toContain('confirm');
    const noFlag = await api('POST', '/maintenance-billing/sync', { ...as(), body: {} });
    expect(noFlag.status).toBe(400);
    expect(JSON.stringify(noFlag.body)).toContain('forceRediscover');
  });
});

describe('a role-1 token without a company', () => {
  it('reaches the sync and is answered 200 no_company (establishMbaSyncV2), and nothing else runs', async () => {
    const user = await signedUpUser('nocompany');
    // What an administrator's signed admin call does: a role, but no company.
    const { endpoint, region, userPoolId } = cloud().cognito;
    const admin = new CognitoIdentityProviderClient({ endpoint, region, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
    await admin.send(new AdminUpdateUserAttributesCommand({ UserPoolId: userPoolId, Username: user.email, UserAttributes: [{ Name: 'custom:role', Value: '1' }] }));
    admin.destroy();
    const { IdToken } = await refreshedTokens(user.tokens.RefreshToken);
    expect(claimsOf(IdToken)).toMatchObject({ 'custom:role': '1' });
    expect(claimsOf(IdToken)['custom:companyId']).toBeUndefined();
    const sync = await api('POST', '/maintenance-billing/sync', { token: IdToken, body: { forceRediscover: false } });
    expect(sync.status).toBe(200);
    expect(sync.body).toMatchObject({ ok: false, code: 'no_company' });
    // The company route is refused before its handler, with the spec's company-verification text.
    expect((await api('POST', '/maintenance-billing/connection', { token: IdToken, body: { confirm: true } })).status).toBe(403);
  });
});

describe('the demo company', () => {
  it('shows its settlement portal, billing portal and helpdesk connected to the simulators, without a secret', async () => {
    const answer = await api('GET', '/integrations', { as: RED_MESA.owner });
    const bySystem = Object.fromEntries((answer.body.integrations as { system: string }[]).map((c) => [c.system, c]));
    expect(bySystem['settlement-portal']).toMatchObject({ state: 'connected', hasCredentials: true, publicSettings: { clientContractID: 'RMF-410200' } });
    expect(bySystem['maintenance-billing']).toMatchObject({ state: 'connected', hasCredentials: true, publicSettings: { servProvName: 'Desert Fleet Services LLC', setQueryUrlEstablished: true } });
    expect(bySystem.helpdesk).toMatchObject({ state: 'connected' });
    expect(JSON.stringify(answer.body)).not.toMatch(/demo-portal-secret|demo-mgb-secret|sealed/);
  });
});
