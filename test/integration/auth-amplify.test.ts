import { generateKeyPairSync, sign } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Amplify } from 'aws-amplify';
import { fetchAuthSession, fetchUserAttributes, getCurrentUser, signIn, signOut } from 'aws-amplify/auth';
import { cognitoUserPoolsTokenProvider } from 'aws-amplify/auth/cognito';
import { sharedInMemoryStorage } from 'aws-amplify/utils';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCognito, type LocalCognito } from '#lib/local/cognito/index';
import { createTokenVerifier, type TokenVerifier } from '#lib/local/token-verifier';

/**
 * The real Amplify v6 client against the embedded Cognito emulator, started here on its own: this
 * catches an Amplify upgrade that starts calling something the emulator's shims do not answer.
 */
const dispatcher = { email: 'dispatch@redriver-freight.test', password: 'Haul-2024-Safe!', name: 'Dana Whitfield' };

let dataDir: string;
let cognito: LocalCognito;
let verifier: TokenVerifier;
let sub: string;

async function cognitoCall(target: string, body: object): Promise<{ status: number; json: Record<string, unknown> }> {
  const res = await fetch(cognito.endpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': `AWSCognitoIdentityProviderService.${target}` },
    body: JSON.stringify(body),
  });
  return { status: res.status, json: (await res.json()) as Record<string, unknown> };
}

function forgeJwt(payload: object, kid: string): string {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const part = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
  const input = `${part({ kid, alg: 'RS256' })}.${part(payload)}`;
  return `${input}.${sign('sha256', Buffer.from(input), privateKey).toString('base64url')}`;
}

/** Where Amplify keeps the refresh token, which its public API does not expose. */
const storedRefreshToken = async (): Promise<string | null> =>
  sharedInMemoryStorage.getItem(`CognitoIdentityServiceProvider.${cognito.clientId}.${sub}.refreshToken`);

const decode = (jwt: string): Record<string, unknown> =>
  JSON.parse(Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'cognito-amplify-'));
  cognito = await startCognito({ port: 0, dataDir });
  ({ sub } = await cognito.ensureUser({ ...dispatcher, companyId: 'cmp-redriver', role: 2, driverId: 'drv-0042' }));
  verifier = createTokenVerifier({ issuer: cognito.issuer, jwksUri: cognito.jwksUri, audience: cognito.clientId });
  Amplify.configure({
    Auth: { Cognito: { userPoolId: cognito.userPoolId, userPoolClientId: cognito.clientId, userPoolEndpoint: cognito.endpoint } },
  });
  cognitoUserPoolsTokenProvider.setKeyValueStorage(sharedInMemoryStorage);
});

afterAll(async () => {
  await cognito?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe('Amplify v6 sign-in against the local Cognito', () => {
  it('rejects a wrong password with Cognito’s own NotAuthorizedException message', async () => {
    await expect(signIn({ username: dispatcher.email, password: 'not-the-password' })).rejects.toMatchObject({
      name: 'NotAuthorizedException',
      message: 'Incorrect username or password.',
    });
  });

  it('rejects an unknown user with the same message, so existence does not leak', async () => {
    await expect(signIn({ username: 'nobody@redriver-freight.test', password: dispatcher.password })).rejects.toMatchObject({
      name: 'NotAuthorizedException',
      message: 'Incorrect username or password.',
    });
  });

  it('signs in with SRP and yields an ID token the gateway verifier accepts, carrying the custom claims', async () => {
    const result = await signIn({ username: dispatcher.email, password: dispatcher.password });
    expect(result).toEqual({ isSignedIn: true, nextStep: { signInStep: 'DONE' } });

    const { tokens } = await fetchAuthSession();
    const claims = await verifier.verify(tokens!.idToken!.toString());
    expect(claims).toMatchObject({
      sub,
      email: dispatcher.email,
      name: dispatcher.name,
      'custom:companyId': 'cmp-redriver',
      'custom:role': '2',
      'custom:driverId': 'drv-0042',
      aud: cognito.clientId,
      token_use: 'id',
      iss: cognito.issuer,
    });
    await expect(getCurrentUser()).resolves.toMatchObject({ userId: sub, signInDetails: { loginId: dispatcher.email } });
    await expect(fetchUserAttributes()).resolves.toMatchObject({ email: dispatcher.email, name: dispatcher.name, 'custom:companyId': 'cmp-redriver' });
  });

  it('refreshes through GetTokensFromRefreshToken and returns new, still valid tokens', async () => {
    const before = (await fetchAuthSession()).tokens!;
    const after = (await fetchAuthSession({ forceRefresh: true })).tokens!;
    expect(after.idToken!.toString()).not.toBe(before.idToken!.toString());
    expect(after.accessToken.toString()).not.toBe(before.accessToken.toString());
    const claims = await verifier.verify(after.idToken!.toString());
    expect(claims.sub).toBe(sub);
    expect(claims.origin_jti).toBe(before.idToken!.payload.origin_jti);
  });

  it('signs out globally: the session is gone and the refresh token no longer works', async () => {
    const refreshToken = await storedRefreshToken();
    expect(refreshToken).toBeTruthy();

    await signOut({ global: true });

    const { tokens } = await fetchAuthSession();
    expect(tokens).toBeUndefined();
    const refresh = await cognitoCall('GetTokensFromRefreshToken', { ClientId: cognito.clientId, RefreshToken: refreshToken });
    expect(refresh).toMatchObject({ status: 400, json: { __type: 'NotAuthorizedException' } });
  });

  it('signs in again after a global sign-out, and a local sign-out revokes the refresh token', async () => {
    await expect(signIn({ username: dispatcher.email, password: dispatcher.password })).resolves.toMatchObject({ isSignedIn: true });
    const refreshToken = await storedRefreshToken();

    await signOut();

    expect((await fetchAuthSession()).tokens).toBeUndefined();
    const refresh = await cognitoCall('GetTokensFromRefreshToken', { ClientId: cognito.clientId, RefreshToken: refreshToken });
    expect(refresh).toMatchObject({ status: 400, json: { __type: 'NotAuthorizedException' } });
  });
});

describe('the local Cognito endpoint', () => {
  it('answers a browser preflight from a page on another loopback port', async () => {
    const res = await fetch(cognito.endpoint, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://127.0.0.1:5173',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,x-amz-target,x-amz-user-agent,cache-control',
      },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:5173');
    expect(res.headers.get('access-control-allow-headers')).toContain('x-amz-target');
  });

  it('keeps the pool, the client, the users and the signing key across a restart', async () => {
    const before = { ...cognito };
    await cognito.stop();
    cognito = await startCognito({ port: Number(new URL(before.endpoint).port), dataDir });
    expect(cognito).toMatchObject({ userPoolId: before.userPoolId, clientId: before.clientId, issuer: before.issuer });
    const { json } = await cognitoCall('InitiateAuth', {
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: cognito.clientId,
      AuthParameters: { USERNAME: dispatcher.email, PASSWORD: dispatcher.password },
    });
    const { IdToken } = json.AuthenticationResult as { IdToken: string };
    await expect(verifier.verify(IdToken)).resolves.toMatchObject({ sub, 'custom:companyId': 'cmp-redriver' });
  });
});

describe('the gateway token verifier', () => {
  async function freshIdToken(): Promise<string> {
    const { json } = await cognitoCall('InitiateAuth', {
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: cognito.clientId,
      AuthParameters: { USERNAME: dispatcher.email, PASSWORD: dispatcher.password },
    });
    return (json.AuthenticationResult as { IdToken: string }).IdToken;
  }

  it('rejects a token with the right claims signed by another key', async () => {
    const genuine = await freshIdToken();
    const header = JSON.parse(Buffer.from(genuine.split('.')[0]!, 'base64url').toString('utf8')) as { kid: string };
    await expect(verifier.verify(forgeJwt(decode(genuine), header.kid))).rejects.toThrow();
  });

  it('rejects a genuine token when the verifier expects another audience', async () => {
    const other = createTokenVerifier({ issuer: cognito.issuer, jwksUri: cognito.jwksUri, audience: 'another-app-client' });
    await expect(other.verify(await freshIdToken())).rejects.toThrow(/audience/);
  });

  it('rejects an access token, because the API authorizes with ID tokens', async () => {
    const { json } = await cognitoCall('InitiateAuth', {
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: cognito.clientId,
      AuthParameters: { USERNAME: dispatcher.email, PASSWORD: dispatcher.password },
    });
    const { AccessToken } = json.AuthenticationResult as { AccessToken: string };
    await expect(verifier.verify(AccessToken)).rejects.toThrow(/ID token/);
  });

  it('rejects a token from another issuer', async () => {
    const other = createTokenVerifier({ issuer: `${cognito.endpoint}/us-east-1_Elsewhere`, jwksUri: cognito.jwksUri, audience: cognito.clientId });
    await expect(other.verify(await freshIdToken())).rejects.toThrow();
  });
});
