import type { Session, SoakClient } from './client.ts';
import { SoakStepError } from './step-error.ts';

/** Sign-in with e-mail and password (USER_PASSWORD_AUTH), as the demo users and the soak's new users do. */
export async function signIn(client: SoakClient, email: string, password: string): Promise<Session> {
  const answer = await client.cognito('InitiateAuth', { AuthFlow: 'USER_PASSWORD_AUTH', ClientId: client.target.clientId, AuthParameters: { USERNAME: email, PASSWORD: password } });
  const result = answer.body?.AuthenticationResult as { IdToken: string; RefreshToken: string } | undefined;
  if (!result) throw new SoakStepError(`sign-in of ${email} was refused (${answer.status} ${String(answer.body?.__type ?? '')})`);
  return { email, idToken: result.IdToken, refreshToken: result.RefreshToken };
}

/** New id token from the refresh token: it carries the claims the pool holds now (a new company's id). */
export async function refreshed(client: SoakClient, session: Session): Promise<Session> {
  const answer = await client.cognito('InitiateAuth', { AuthFlow: 'REFRESH_TOKEN_AUTH', ClientId: client.target.clientId, AuthParameters: { REFRESH_TOKEN: session.refreshToken } });
  const idToken = answer.body?.AuthenticationResult?.IdToken as string | undefined;
  if (!idToken) throw new SoakStepError(`the refresh of ${session.email}'s session was refused (${answer.status})`);
  return { ...session, idToken };
}

type MailKind = 'signUp' | 'adminCreateUser';

/**
 * The newest code or temporary password the local Cognito "mailed" (its `/_mailbox`), waiting up to 10 s
 * for it: only a local cloud has this mailbox, so the soak's sign-ups run against local clouds only.
 */
export async function mailedCode(client: SoakClient, email: string, kind: MailKind): Promise<string> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const answer = await client.fetch('cognito mailbox', `${client.target.cognitoEndpoint}/_mailbox?to=${encodeURIComponent(email)}`, { method: 'GET' });
    const letter = (answer.body?.letters as { kind: string; code: string }[] | undefined)?.find((l) => l.kind === kind);
    if (letter) return letter.code;
    if (Date.now() > deadline) throw new SoakStepError(`no ${kind} letter reached ${email} within 10 s`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** The first sign-in of an invited user: the mailed temporary password, then the password he chooses. */
export async function invitedSignIn(client: SoakClient, email: string, password: string): Promise<Session> {
  const temporary = await mailedCode(client, email, 'adminCreateUser');
  const first = await client.cognito('InitiateAuth', { AuthFlow: 'USER_PASSWORD_AUTH', ClientId: client.target.clientId, AuthParameters: { USERNAME: email, PASSWORD: temporary } });
  if (first.body?.ChallengeName !== 'NEW_PASSWORD_REQUIRED') throw new SoakStepError(`${email}'s temporary password did not ask for a new one (${first.status})`);
  const answer = await client.cognito('RespondToAuthChallenge', {
    ChallengeName: 'NEW_PASSWORD_REQUIRED', ClientId: client.target.clientId, Session: first.body.Session, ChallengeResponses: { USERNAME: email, NEW_PASSWORD: password },
  });
  const result = answer.body?.AuthenticationResult as { IdToken: string; RefreshToken: string } | undefined;
  if (!result) throw new SoakStepError(`${email}'s new password was refused (${answer.status})`);
  return { email, idToken: result.IdToken, refreshToken: result.RefreshToken };
}
