import { cloud } from './cloud-context.ts';

/** One call of Cognito's JSON protocol to the local pool, as the web client makes it (no signature). */
export async function cognitoCall(target: string, body: object): Promise<{ status: number; json: Record<string, any> }> {
  const res = await fetch(cloud().cognito.endpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': `AWSCognitoIdentityProviderService.${target}` },
    body: JSON.stringify(body),
  });
  return { status: res.status, json: (await res.json()) as Record<string, any> };
}

export interface Tokens { IdToken: string; AccessToken: string; RefreshToken: string }

export async function passwordSignIn(email: string, password: string): Promise<Tokens> {
  const { json } = await cognitoCall('InitiateAuth', { AuthFlow: 'USER_PASSWORD_AUTH', ClientId: cloud().cognito.clientId, AuthParameters: { USERNAME: email, PASSWORD: password } });
  if (!json.AuthenticationResult) throw new Error(`Sign-in of ${email} failed: ${JSON.stringify(json)}`);
  return json.AuthenticationResult as Tokens;
}

/** New tokens from the refresh token: they carry the claims the pool holds now. */
export async function refreshedTokens(refreshToken: string): Promise<Omit<Tokens, 'RefreshToken'>> {
  const { json } = await cognitoCall('InitiateAuth', { AuthFlow: 'REFRESH_TOKEN_AUTH', ClientId: cloud().cognito.clientId, AuthParameters: { REFRESH_TOKEN: refreshToken } });
  if (!json.AuthenticationResult) throw new Error(`Refresh failed: ${JSON.stringify(json)}`);
  return json.AuthenticationResult as Tokens;
}

export const claimsOf = (jwt: string): Record<string, unknown> => JSON.parse(Buffer.from(jwt.split('.')[1]!, 'base64url').toString('utf8'));
