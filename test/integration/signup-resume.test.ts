import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOwnCloud, type OwnCloud } from '../support/own-cloud.ts';

/**
 * A company whose creation Cognito interrupts is finished by the retry. This file runs a cloud of its own,
 * in this process, so it can point the functions at a user pool Cognito does not know: the claims update
 * then really fails, after the company was written, as an outage would make it fail in AWS.
 */
let own: OwnCloud;
let poolId: string;
const PASSWORD = 'Resume#Company2026';

async function cognito(target: string, body: object): Promise<Record<string, any>> {
  const res = await fetch(own.cloud.cognito.endpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': `AWSCognitoIdentityProviderService.${target}` },
    body: JSON.stringify(body),
  });
  return (await res.json()) as Record<string, any>;
}

async function post(token: string, body: unknown): Promise<{ status: number; body: any }> {
  const res = await fetch(`${own.cloud.apiUrl}/companies`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'x-app-version': '3.21.1', 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return { status: res.status, body: await res.json() };
}

const claimsOf = (jwt: string): Record<string, unknown> => JSON.parse(Buffer.from(jwt.split('.')[1]!, 'base64url').toString('utf8'));

beforeAll(async () => {
  own = await startOwnCloud('signup-resume-test-');
  poolId = process.env.USER_POOL_ID!;
}, 120_000);

afterAll(async () => {
  process.env.USER_POOL_ID = poolId;
  await own?.stop();
});

describe('create company after a Cognito failure', () => {
  it('answers 503 with the company written but no claims, and the retry completes that same company once', async () => {
    const email = `resume-${Date.now()}@newfleet.test`;
    const { clientId, endpoint } = own.cloud.cognito;
    await cognito('SignUp', { ClientId: clientId, Username: email, Password: PASSWORD, UserAttributes: [{ Name: 'email', Value: email }, { Name: 'name', Value: 'Resume Owner' }] });
    const { letters } = (await (await fetch(`${endpoint}/_mailbox?to=${encodeURIComponent(email)}`)).json()) as { letters: { code: string }[] };
    await cognito('ConfirmSignUp', { ClientId: clientId, Username: email, ConfirmationCode: letters[0]!.code });
    const tokens = (await cognito('InitiateAuth', { AuthFlow: 'USER_PASSWORD_AUTH', ClientId: clientId, AuthParameters: { USERNAME: email, PASSWORD: PASSWORD } })).AuthenticationResult;
    const body = { companyName: 'Resumed Freight', companyEmail: email, address: { street: '1 Depot Rd', city: 'Lubbock', state: 'TX', zip: '79401' }, timeZone: 'America/Chicago' };

    process.env.USER_POOL_ID = `${poolId.split('_')[0]}_NoSuchPool`;
    const failed = await post(tokens.IdToken, body);
    process.env.USER_POOL_ID = poolId;
    expect(failed).toEqual({ status: 503, body: { message: 'The account service did not answer. Try again.' } });

    const { userAccountEntity } = await import('#lambdas/data/entities/user-account');
    const { companyEntity } = await import('#lambdas/data/entities/company');
    const sub = String(claimsOf(tokens.IdToken).sub);
    const lock = (await userAccountEntity().get({ userId: sub }).go()).data!;
    expect(lock.completedAt).toBeUndefined();
    expect((await companyEntity().get({ companyId: lock.companyId }).go()).data?.companyName).toBe('Resumed Freight');

    const retried = await post(tokens.IdToken, { ...body, companyName: 'Renamed On Retry' });
    expect(retried).toEqual({ status: 201, body: { companyId: lock.companyId, companyName: 'Resumed Freight' } });
    const refreshed = (await cognito('InitiateAuth', { AuthFlow: 'REFRESH_TOKEN_AUTH', ClientId: clientId, AuthParameters: { REFRESH_TOKEN: tokens.RefreshToken } })).AuthenticationResult;
    expect(claimsOf(refreshed.IdToken)).toMatchObject({ 'custom:companyId': lock.companyId, 'custom:role': '1' });
    expect((await post(tokens.IdToken, body)).status).toBe(409);
  });
});
