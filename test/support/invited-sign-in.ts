import { cloud } from './cloud-context.ts';
import { cognitoCall, type Tokens } from './cognito-calls.ts';
import { latestCode } from './mailbox.ts';

export const INVITED_PASSWORD = 'Invited#Driver2026';

/** The first sign-in of an invited user: the mailed temporary password, then NEW_PASSWORD_REQUIRED. */
export async function invitedSignIn(email: string, newPassword = INVITED_PASSWORD, after?: Date): Promise<Tokens> {
  const temporary = await latestCode(email, 'adminCreateUser', after);
  const { clientId } = cloud().cognito;
  const first = await cognitoCall('InitiateAuth', { AuthFlow: 'USER_PASSWORD_AUTH', ClientId: clientId, AuthParameters: { USERNAME: email, PASSWORD: temporary } });
  if (first.json.ChallengeName !== 'NEW_PASSWORD_REQUIRED') throw new Error(`Expected NEW_PASSWORD_REQUIRED for ${email}: ${JSON.stringify(first.json)}`);
  const answer = await cognitoCall('RespondToAuthChallenge', {
    ChallengeName: 'NEW_PASSWORD_REQUIRED',
    ClientId: clientId,
    Session: first.json.Session,
    ChallengeResponses: { USERNAME: email, NEW_PASSWORD: newPassword },
  });
  if (!answer.json.AuthenticationResult) throw new Error(`New password of ${email} refused: ${JSON.stringify(answer.json)}`);
  return answer.json.AuthenticationResult as Tokens;
}
