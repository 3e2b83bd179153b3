import type { LocalCloud } from '#lib/local/cloud';
import { DEMO_PASSWORD } from '#lib/local/seed/demo-companies';

/** A bench user's id token from the local Cognito (every bench user has the demo password). */
export async function signIn(cloud: LocalCloud, email: string): Promise<string> {
  const answer = await fetch(cloud.cognito.endpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth' },
    body: JSON.stringify({ AuthFlow: 'USER_PASSWORD_AUTH', ClientId: cloud.cognito.clientId, AuthParameters: { USERNAME: email, PASSWORD: DEMO_PASSWORD } }),
  });
  const body = (await answer.json()) as { AuthenticationResult?: { IdToken: string } };
  if (!body.AuthenticationResult) throw new Error(`sign-in of ${email} failed`);
  return body.AuthenticationResult.IdToken;
}
