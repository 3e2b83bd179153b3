import { generateKeyPairSync, sign } from 'node:crypto';
import type { APIGatewayRequestAuthorizerEvent } from 'aws-lambda';
import { CognitoJwtVerifier } from 'aws-jwt-verify';
import { beforeAll, describe, expect, it } from 'vitest';
import { createSocketAuthorizer } from '#lambdas/realtime/authorizer';

const USER_POOL_ID = 'us-east-1_TestPool1';
const CLIENT_ID = 'spa-client-id';
const ISSUER = `https://cognito-idp.us-east-1.amazonaws.com/${USER_POOL_ID}`;
const METHOD_ARN = 'arn:aws:execute-api:us-east-1:123456789012:abc123/test/$connect';

const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

function idToken(overrides: Record<string, unknown> = {}): string {
  const now = Math.floor(Date.now() / 1000);
  const header = base64url({ alg: 'RS256', kid: 'test-key', typ: 'JWT' });
  const payload = base64url({
    sub: 'user-1',
    iss: ISSUER,
    aud: CLIENT_ID,
    token_use: 'id',
    iat: now,
    exp: now + 3600,
    email: 'dispatch@redmesa.example',
    'custom:companyId': 'company-a',
    'custom:role': '3',
    ...overrides,
  });
  const signature = sign('RSA-SHA256', Buffer.from(`${header}.${payload}`), privateKey).toString('base64url');
  return `${header}.${payload}.${signature}`;
}

function connectEvent(token?: string): APIGatewayRequestAuthorizerEvent {
  return { type: 'REQUEST', methodArn: METHOD_ARN, queryStringParameters: token === undefined ? {} : { token } } as APIGatewayRequestAuthorizerEvent;
}

let authorize: ReturnType<typeof createSocketAuthorizer>;

beforeAll(() => {
  const verifier = CognitoJwtVerifier.create({ userPoolId: USER_POOL_ID, clientId: CLIENT_ID, tokenUse: 'id' });
  verifier.cacheJwks({ keys: [{ ...publicKey.export({ format: 'jwk' }), kid: 'test-key', alg: 'RS256', use: 'sig' }] } as never);
  authorize = createSocketAuthorizer(verifier);
});

describe('WebSocket $connect authorizer', () => {
  it('allows a valid ID token of the SPA client and hands its claims to the connection', async () => {
    const result = await authorize(connectEvent(idToken()));
    expect(result.principalId).toBe('user-1');
    expect(result.policyDocument.Statement).toEqual([{ Action: 'execute-api:Invoke', Effect: 'Allow', Resource: METHOD_ARN }]);
    expect(result.context).toEqual({
      sub: 'user-1',
      email: 'dispatch@redmesa.example',
      'custom:companyId': 'company-a',
      'custom:role': '3',
    });
  });

  it.each([
    ['no token', undefined],
    ['a malformed token', 'not-a-jwt'],
    ['an access token', idToken({ token_use: 'access' })],
    ['a token of another client', idToken({ aud: 'someone-else' })],
    ['a token of another user pool', idToken({ iss: 'https://cognito-idp.us-east-1.amazonaws.com/us-east-1_Other' })],
    ['an expired token', idToken({ exp: Math.floor(Date.now() / 1000) - 60 })],
  ])('refuses the connection with %s', async (_case, token) => {
    await expect(authorize(connectEvent(token))).rejects.toThrow('Unauthorized');
  });
});
