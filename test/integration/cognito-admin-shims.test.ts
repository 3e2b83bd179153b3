import {
  AdminCreateUserCommand,
  AdminGetUserCommand,
  AdminUserGlobalSignOutCommand,
  CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import { describe, expect, it } from 'vitest';
import { cloud } from '../support/cloud-context.ts';
import { claimsOf, cognitoCall, passwordSignIn } from '../support/cognito-calls.ts';
import { uniqueEmail } from '../support/fresh-company.ts';
import { INVITED_PASSWORD, invitedSignIn } from '../support/invited-sign-in.ts';
import { latestCode } from '../support/mailbox.ts';

/** The admin calls the local Cognito answers as Cognito does: RESEND, global sign-out, the sub as Username. */
describe('local Cognito admin calls', () => {
  const admin = () =>
    new CognitoIdentityProviderClient({
      endpoint: cloud().cognito.endpoint,
      region: cloud().cognito.region,
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    });
  const UserPoolId = () => cloud().cognito.userPoolId;
  const errorName = (p: Promise<unknown>) => p.then(() => 'no error', (e: Error) => e.name);
  const invite = async (email: string) => {
    const out = await admin().send(new AdminCreateUserCommand({ UserPoolId: UserPoolId(), Username: email, DesiredDeliveryMediums: ['EMAIL'], UserAttributes: [{ Name: 'email', Value: email }] }));
    return out.User!.Attributes!.find((a) => a.Name === 'sub')!.Value!;
  };

  it('accepts the sub as Username (the pool’s usernames are subs, people sign in with their e-mail)', async () => {
    const email = uniqueEmail('sub-username');
    const sub = await invite(email);
    const user = await admin().send(new AdminGetUserCommand({ UserPoolId: UserPoolId(), Username: sub }));
    expect(user.Username).toBe(sub);
    expect(user.UserStatus).toBe('FORCE_CHANGE_PASSWORD');
  });

  it('RESEND mails a new temporary password that meets the policy, only to a user who has not signed in', async () => {
    const email = uniqueEmail('resend');
    const sub = await invite(email);
    const first = await latestCode(email, 'adminCreateUser');
    const at = new Date();
    const out = await admin().send(new AdminCreateUserCommand({ UserPoolId: UserPoolId(), Username: sub, MessageAction: 'RESEND', DesiredDeliveryMediums: ['EMAIL'] }));
    expect(out.User?.Username).toBe(sub);
    const second = await latestCode(email, 'adminCreateUser', at);
    expect(second).not.toBe(first);
    expect(second).toMatch(/^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[^A-Za-z0-9]).{12,}$/);
    await invitedSignIn(email, INVITED_PASSWORD, at);
    expect(await errorName(admin().send(new AdminCreateUserCommand({ UserPoolId: UserPoolId(), Username: email, MessageAction: 'RESEND' })))).toBe('UnsupportedUserStateException');
    expect(await errorName(admin().send(new AdminCreateUserCommand({ UserPoolId: UserPoolId(), Username: uniqueEmail('nobody'), MessageAction: 'RESEND' })))).toBe('UserNotFoundException');
  });

  it('AdminUserGlobalSignOut revokes every refresh token; a new sign-in works', async () => {
    const email = uniqueEmail('signout');
    const sub = await invite(email);
    const tokens = await invitedSignIn(email);
    await admin().send(new AdminUserGlobalSignOutCommand({ UserPoolId: UserPoolId(), Username: sub }));
    const refresh = await cognitoCall('InitiateAuth', { AuthFlow: 'REFRESH_TOKEN_AUTH', ClientId: cloud().cognito.clientId, AuthParameters: { REFRESH_TOKEN: tokens.RefreshToken } });
    expect(refresh.json.__type).toBe('NotAuthorizedException');
    expect(claimsOf((await passwordSignIn(email, INVITED_PASSWORD)).IdToken).sub).toBe(sub);
    expect(await errorName(admin().send(new AdminUserGlobalSignOutCommand({ UserPoolId: UserPoolId(), Username: 'no-such-user' })))).toBe('UserNotFoundException');
    const unsigned = await cognitoCall('AdminUserGlobalSignOut', { UserPoolId: UserPoolId(), Username: sub });
    expect(unsigned.json.__type).toBe('MissingAuthenticationTokenException');
  });

  it('NEW_PASSWORD_REQUIRED accepts only its own session, once', async () => {
    const email = uniqueEmail('session');
    await invite(email);
    const temporary = await latestCode(email, 'adminCreateUser');
    const { clientId } = cloud().cognito;
    const respond = (Session: string) =>
      cognitoCall('RespondToAuthChallenge', { ChallengeName: 'NEW_PASSWORD_REQUIRED', ClientId: clientId, Session, ChallengeResponses: { USERNAME: email, NEW_PASSWORD: INVITED_PASSWORD } });
    expect((await respond('made-up-session')).json.__type).toBe('NotAuthorizedException');
    const challenge = await cognitoCall('InitiateAuth', { AuthFlow: 'USER_PASSWORD_AUTH', ClientId: clientId, AuthParameters: { USERNAME: email, PASSWORD: temporary } });
    expect(challenge.json.ChallengeName).toBe('NEW_PASSWORD_REQUIRED');
    expect((await respond(challenge.json.Session)).json.AuthenticationResult?.IdToken).toBeTruthy();
    expect((await respond(challenge.json.Session)).json.__type).toBe('NotAuthorizedException');
  });
});

describe('local Cognito ChangePassword', () => {
  it('changes the password only with this pool’s access token and the right previous password', async () => {
    const email = uniqueEmail('change-password');
    await new CognitoIdentityProviderClient({ endpoint: cloud().cognito.endpoint, region: cloud().cognito.region, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } })
      .send(new AdminCreateUserCommand({ UserPoolId: cloud().cognito.userPoolId, Username: email, DesiredDeliveryMediums: ['EMAIL'], UserAttributes: [{ Name: 'email', Value: email }] }));
    const tokens = await invitedSignIn(email);
    const change = (AccessToken: string, PreviousPassword: string, ProposedPassword = 'Changed#Pass2026') =>
      cognitoCall('ChangePassword', { AccessToken, PreviousPassword, ProposedPassword });
    const [header, payload] = tokens.AccessToken.split('.');
    const forged = `${header}.${payload}.${Buffer.from('not our signature').toString('base64url')}`;
    expect((await change(forged, INVITED_PASSWORD)).json.__type).toBe('NotAuthorizedException');
    expect((await change(tokens.AccessToken, 'Wrong#Password1')).json.__type).toBe('NotAuthorizedException');
    expect((await change(tokens.AccessToken, INVITED_PASSWORD, 'short')).json.__type).toBe('InvalidPasswordException');
    expect((await change(tokens.AccessToken, INVITED_PASSWORD)).status).toBe(200);
    expect((await passwordSignIn(email, 'Changed#Pass2026')).IdToken).toBeTruthy();
  });
});
