import { describe, expect, it } from 'vitest';
import { cloud } from '../support/cloud-context.ts';
import { api, RED_MESA } from '../support/tokens.ts';

/**
 * What a user may do to his own account with the web client alone, against the local Cognito: the
 * same limits the deployed pool sets (lib/user-pool-policy.ts), so a hole here is a hole in production.
 */
const PASSWORD = 'FastDash#2026';

async function cognitoCall(target: string, body: object): Promise<{ status: number; json: Record<string, any> }> {
  const res = await fetch(cloud().cognito.endpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': `AWSCognitoIdentityProviderService.${target}` },
    body: JSON.stringify(body),
  });
  return { status: res.status, json: (await res.json()) as Record<string, any> };
}

async function signIn(email: string, password = PASSWORD): Promise<{ AccessToken: string; IdToken: string }> {
  const { json } = await cognitoCall('InitiateAuth', {
    AuthFlow: 'USER_PASSWORD_AUTH',
    ClientId: cloud().cognito.clientId,
    AuthParameters: { USERNAME: email, PASSWORD: password },
  });
  if (!json.AuthenticationResult) throw new Error(`Sign-in of ${email} failed: ${JSON.stringify(json)}`);
  return json.AuthenticationResult;
}

const claimsOf = (jwt: string): Record<string, unknown> => JSON.parse(Buffer.from(jwt.split('.')[1]!, 'base64url').toString('utf8'));

describe('local Cognito: a user cannot raise his own role or change his company', () => {
  it.each([
    ['custom:role and custom:companyId together', [{ Name: 'custom:role', Value: '1' }, { Name: 'custom:companyId', Value: 'blue-ridge-carriers' }]],
    ['custom:role alone', [{ Name: 'custom:role', Value: '1' }]],
    ['custom:companyId alone', [{ Name: 'custom:companyId', Value: 'blue-ridge-carriers' }]],
    ['custom:driverId beside a writable name', [{ Name: 'name', Value: 'Anyone' }, { Name: 'custom:driverId', Value: '1' }]],
  ])('UpdateUserAttributes with his own access token is refused for %s', async (_case, attributes) => {
    const { AccessToken } = await signIn(RED_MESA.driver);
    const answer = await cognitoCall('UpdateUserAttributes', { AccessToken, UserAttributes: attributes });
    expect(answer.status).toBe(400);
    expect(answer.json).toEqual({ __type: 'NotAuthorizedException', message: 'A client attempted to write unauthorized attribute' });

    const { IdToken } = await signIn(RED_MESA.driver);
    expect(claimsOf(IdToken)).toMatchObject({ 'custom:role': '8', 'custom:companyId': 'red-mesa-freight', name: expect.not.stringMatching(/^Anyone$/) });
    const drivers = await api('GET', '/drivers', { token: IdToken });
    expect(drivers.status).toBe(403);
  });

  it('DeleteUserAttributes of a tenant attribute is refused the same way', async () => {
    const { AccessToken } = await signIn(RED_MESA.driver);
    const answer = await cognitoCall('DeleteUserAttributes', { AccessToken, UserAttributeNames: ['custom:role'] });
    expect(answer.json).toEqual({ __type: 'NotAuthorizedException', message: 'A client attempted to write unauthorized attribute' });
    expect(claimsOf((await signIn(RED_MESA.driver)).IdToken)['custom:role']).toBe('8');
  });

  it('a profile attribute the client may write (name) is still updated with his own access token', async () => {
    const { AccessToken, IdToken } = await signIn(RED_MESA.driver);
    const name = String(claimsOf(IdToken).name);
    const answer = await cognitoCall('UpdateUserAttributes', { AccessToken, UserAttributes: [{ Name: 'name', Value: name }] });
    expect(answer.status).toBe(200);
  });

  it('an access token this pool did not sign cannot update attributes', async () => {
    const { AccessToken } = await signIn(RED_MESA.driver);
    const [header, payload] = AccessToken.split('.');
    const answer = await cognitoCall('UpdateUserAttributes', { AccessToken: `${header}.${payload}.AAAA`, UserAttributes: [{ Name: 'name', Value: 'X' }] });
    expect(answer.json.__type).toBe('NotAuthorizedException');
  });
});

describe('local Cognito: administrator operations need IAM credentials', () => {
  it('an unsigned AdminUpdateUserAttributes is refused and the role stays 8', async () => {
    const answer = await cognitoCall('AdminUpdateUserAttributes', {
      UserPoolId: cloud().cognito.userPoolId,
      Username: RED_MESA.driver,
      UserAttributes: [{ Name: 'custom:role', Value: '1' }],
    });
    expect(answer.status).toBe(400);
    expect(answer.json.__type).toBe('MissingAuthenticationTokenException');
    expect(claimsOf((await signIn(RED_MESA.driver)).IdToken)['custom:role']).toBe('8');
  });
});

describe('local Cognito: a user signs up on his own, never with a tenant claim', () => {
  it.each([
    ['custom:role', { Name: 'custom:role', Value: '1' }],
    ['custom:companyId', { Name: 'custom:companyId', Value: 'red-mesa-logistics' }],
    ['custom:driverId', { Name: 'custom:driverId', Value: '1001' }],
  ])('SignUp with %s is refused and creates nobody', async (_name, attribute) => {
    const email = `claim-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@newcomer.test`;
    const answer = await cognitoCall('SignUp', { ClientId: cloud().cognito.clientId, Username: email, Password: PASSWORD, UserAttributes: [{ Name: 'email', Value: email }, attribute] });
    expect(answer.status).toBe(400);
    expect(answer.json).toEqual({ __type: 'NotAuthorizedException', message: 'A client attempted to write unauthorized attribute' });
    const again = await cognitoCall('SignUp', { ClientId: cloud().cognito.clientId, Username: email, Password: PASSWORD, UserAttributes: [{ Name: 'email', Value: email }] });
    expect(again.json.UserConfirmed).toBe(false);
  });
});
