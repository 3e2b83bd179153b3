import { AdminCreateUserCommand, AdminGetUserCommand, CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { beforeAll, describe, expect, it } from 'vitest';
import { cloud } from '../support/cloud-context.ts';
import { claimsOf, cognitoCall, passwordSignIn } from '../support/cognito-calls.ts';
import { freshCompany, uniqueEmail, type FreshCompany } from '../support/fresh-company.ts';
import { INVITED_PASSWORD, invitedSignIn } from '../support/invited-sign-in.ts';
import { latestCode, lettersTo } from '../support/mailbox.ts';
import { api, BLUE_RIDGE, RED_MESA } from '../support/tokens.ts';

/** Accounts and roles on a company of its own: invitations, first sign-in, role changes, disabling. */
describe('accounts of a new company', () => {
  let company: FreshCompany;
  const owner = () => ({ token: company.owner.idToken });
  const accountOf = async (email: string, as = owner()) => {
    const list = await api('GET', '/accounts', as);
    return list.body.accounts.find((a: { email: string }) => a.email === email);
  };
  const invite = (body: object) => api('POST', '/accounts/invitations', { ...owner(), body });

  beforeAll(async () => {
    company = await freshCompany('Accounts');
  });

  it('an invited payroll manager and an invited driver sign in with the mailed password and carry the role, company and DriverID given', async () => {
    const payrollEmail = uniqueEmail('payroll');
    const invited = await invite({ email: payrollEmail, name: 'Nina Payne', role: 2 });
    expect(invited.status).toBe(201);
    expect(invited.body).toMatchObject({ email: payrollEmail, securityRole: 2, accessCode: 2, roleLabel: 'Payroll Manager', status: 'invited' });

    expect((await api('POST', '/drivers', { ...owner(), body: { DriverID: 'ACC0001', FirstName: 'Cody', LastName: 'Rhodes' } })).status).toBe(201);
    const driverEmail = uniqueEmail('driver');
    expect((await invite({ email: driverEmail, name: 'Cody Rhodes', role: 8, driverId: 'ACC0001' })).status).toBe(201);

    const payroll = await invitedSignIn(payrollEmail);
    expect(claimsOf(payroll.IdToken)).toMatchObject({ 'custom:companyId': company.companyId, 'custom:role': '2', email: payrollEmail });
    const driver = await invitedSignIn(driverEmail);
    expect(claimsOf(driver.IdToken)).toMatchObject({ 'custom:companyId': company.companyId, 'custom:role': '8', 'custom:driverId': 'ACC0001' });

    // The first signed-in call makes the account active; the label comes with /me.
    const me = await api('GET', '/me', { token: driver.IdToken });
    expect(me.body.user).toMatchObject({ role: 8, driverId: 'ACC0001', accessCode: 8, roleLabel: 'Driver' });
    expect(await accountOf(driverEmail)).toMatchObject({ status: 'active', driverId: 'ACC0001', roleLabel: 'Driver' });
    expect((await accountOf(payrollEmail)).status).toBe('invited');
    // The refresh token of a new-password sign-in works, as any other.
    const refreshed = await cognitoCall('InitiateAuth', { AuthFlow: 'REFRESH_TOKEN_AUTH', ClientId: cloud().cognito.clientId, AuthParameters: { REFRESH_TOKEN: payroll.RefreshToken } });
    expect(refreshed.json.AuthenticationResult?.IdToken).toBeTruthy();
    // The driver file is tied to the new user; the DriverID cannot be given to a second account.
    const again = await invite({ email: uniqueEmail('driver2'), name: 'Other Driver', role: 8, driverId: 'ACC0001' });
    expect(again.status).toBe(409);
    expect((await invite({ email: uniqueEmail('driver3'), name: 'No File', role: 8, driverId: 'NOPE404' })).status).toBe(400);
  });

  it('lists the directory view with active accounts only', async () => {
    const email = uniqueEmail('shop');
    await invite({ email, name: 'Sam Shop', role: 4 });
    const all = await api('GET', '/accounts?view=all', owner());
    const directory = await api('GET', '/accounts?view=directory', owner());
    expect(all.body.accounts.map((a: { email: string }) => a.email)).toContain(email);
    expect(directory.body.accounts.map((a: { email: string }) => a.email)).not.toContain(email);
    expect(directory.body.accounts.every((a: { status: string }) => a.status === 'active')).toBe(true);
    expect((await api('GET', '/accounts?view=everyone', owner())).status).toBe(400);
  });

  it('mails a new temporary password on resend, only while the user is invited', async () => {
    const email = uniqueEmail('dispatch');
    const invited = (await invite({ email, name: 'Dee Spatch', role: 3 })).body;
    const first = await latestCode(email, 'adminCreateUser');
    const sentAt = new Date();
    const resent = await api('POST', `/accounts/${invited.uid}/invitation-resends`, { ...owner(), body: { version: invited.version } });
    expect(resent.status).toBe(200);
    const second = await latestCode(email, 'adminCreateUser', sentAt);
    expect(second).not.toBe(first);
    const old = await cognitoCall('InitiateAuth', { AuthFlow: 'USER_PASSWORD_AUTH', ClientId: cloud().cognito.clientId, AuthParameters: { USERNAME: email, PASSWORD: first } });
    expect(old.json.__type).toBe('NotAuthorizedException');
    await invitedSignIn(email, INVITED_PASSWORD, sentAt);
    expect((await api('POST', `/accounts/${invited.uid}/invitation-resends`, { ...owner(), body: { version: resent.body.version } })).status).toBe(409);
    expect((await accountOf(email)).status).toBe('active');
    expect((await api('POST', `/accounts/${invited.uid}/invitation-resends`, { ...owner(), body: {} })).status).toBe(400);
  });

  it('changes a role: the user’s sessions end and his next sign-in carries the new role', async () => {
    const email = uniqueEmail('promote');
    const invited = (await invite({ email, name: 'Pat Move', role: 4 })).body;
    const tokens = await invitedSignIn(email);
    const changed = await api('PUT', `/accounts/${invited.uid}/role`, { ...owner(), body: { role: 3, version: invited.version } });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ securityRole: 3, accessCode: 3, roleLabel: 'Dispatcher' });
    const refresh = await cognitoCall('InitiateAuth', { AuthFlow: 'REFRESH_TOKEN_AUTH', ClientId: cloud().cognito.clientId, AuthParameters: { REFRESH_TOKEN: tokens.RefreshToken } });
    expect(refresh.json.__type).toBe('NotAuthorizedException');
    expect(claimsOf((await passwordSignIn(email, INVITED_PASSWORD)).IdToken)['custom:role']).toBe('3');
    // A stale version changes nothing.
    expect((await api('PUT', `/accounts/${invited.uid}/role`, { ...owner(), body: { role: 2, version: invited.version } })).status).toBe(409);
  });

  it('never lets the owner change his own role or disable himself, and a disabled owner’s still-valid token can no longer change or invite anyone', async () => {
    const self = company.owner.sub;
    const mine = await accountOf(company.owner.email);
    expect((await api('PUT', `/accounts/${self}/role`, { ...owner(), body: { role: 2, version: mine.version } })).status).toBe(409);
    expect((await api('PUT', `/accounts/${self}/status`, { ...owner(), body: { status: 'disabled', version: mine.version } })).status).toBe(409);

    // A second owner disables the first. The first one's ID token is still valid (up to an hour), but every
    // request reads the directory: it can neither take out the other owner nor invite a new owner for itself.
    const email = uniqueEmail('owner2');
    const second = (await invite({ email, name: 'Second Owner', role: 1 })).body;
    const secondTokens = await invitedSignIn(email);
    await api('GET', '/me', { token: secondTokens.IdToken });
    const disabled = await api('PUT', `/accounts/${self}/status`, { token: secondTokens.IdToken, body: { status: 'disabled', version: mine.version } });
    expect(disabled.status).toBe(200);
    const bySecond = { token: secondTokens.IdToken };
    const secondNow = await accountOf(email, bySecond);
    const takeOut = await api('PUT', `/accounts/${second.uid}/status`, { ...owner(), body: { status: 'disabled', version: secondNow.version } });
    expect(takeOut.status).toBe(401);
    expect(takeOut.body.message).toBe('Your account is disabled. Ask your company’s owner to enable it.');
    expect((await api('PUT', `/accounts/${second.uid}/role`, { ...owner(), body: { role: 2, version: secondNow.version } })).status).toBe(401);
    const backdoor = uniqueEmail('backdoor');
    expect((await invite({ email: backdoor, name: 'Back Door', role: 1 })).status).toBe(401);
    expect(await accountOf(backdoor, bySecond)).toBeUndefined();
    expect((await accountOf(email, bySecond)).status).toBe('active');
    // The second owner enables the first again (the rest of this file signs in as him).
    const enabled = await api('PUT', `/accounts/${self}/status`, { token: secondTokens.IdToken, body: { status: 'active', version: disabled.body.version } });
    expect(enabled.body.status).toBe('active');
  });

  it('refuses a disabled user’s sign-in and refresh, and lets him in again once enabled', async () => {
    const email = uniqueEmail('disable');
    const invited = (await invite({ email, name: 'Dis Abled', role: 2 })).body;
    const tokens = await invitedSignIn(email);
    const disabled = await api('PUT', `/accounts/${invited.uid}/status`, { ...owner(), body: { status: 'disabled', version: invited.version } });
    expect(disabled.body.status).toBe('disabled');
    const signIn = await cognitoCall('InitiateAuth', { AuthFlow: 'USER_PASSWORD_AUTH', ClientId: cloud().cognito.clientId, AuthParameters: { USERNAME: email, PASSWORD: INVITED_PASSWORD } });
    expect(signIn.json.__type).toBe('NotAuthorizedException');
    const refresh = await cognitoCall('InitiateAuth', { AuthFlow: 'REFRESH_TOKEN_AUTH', ClientId: cloud().cognito.clientId, AuthParameters: { REFRESH_TOKEN: tokens.RefreshToken } });
    expect(refresh.json.__type).toBe('NotAuthorizedException');
    const directory = await api('GET', '/accounts?view=directory', owner());
    expect(directory.body.accounts.map((a: { uid: string }) => a.uid)).not.toContain(invited.uid);
    const enabled = await api('PUT', `/accounts/${invited.uid}/status`, { ...owner(), body: { status: 'active', version: disabled.body.version } });
    expect(enabled.body.status).toBe('active');
    expect((await passwordSignIn(email, INVITED_PASSWORD)).IdToken).toBeTruthy();
  });

  describe('an invitation interrupted after Cognito created the user', () => {
    const admin = () => new CognitoIdentityProviderClient({ endpoint: cloud().cognito.endpoint, region: cloud().cognito.region, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
    const UserPoolId = () => cloud().cognito.userPoolId;
    /** What the first try's AdminCreateUser left before the request died: the pool user with the company's claims, nothing else. */
    const poolUserOnly = async (email: string, companyId: string, role: number) => {
      const out = await admin().send(new AdminCreateUserCommand({
        UserPoolId: UserPoolId(), Username: email, DesiredDeliveryMediums: ['EMAIL'],
        UserAttributes: [{ Name: 'email', Value: email }, { Name: 'email_verified', Value: 'true' }, { Name: 'name', Value: 'First Try' }, { Name: 'custom:companyId', Value: companyId }, { Name: 'custom:role', Value: String(role) }],
      }));
      return out.User!.Attributes!.find((a) => a.Name === 'sub')!.Value!;
    };
    const emailsListed = async () => (await api('GET', '/accounts', owner())).body.accounts.map((a: { email: string }) => a.email) as string[];

    it('completes on retry as a fresh invitation: listed once, a new password mailed, signs in with the role the retry gives', async () => {
      const email = uniqueEmail('resumed');
      const sub = await poolUserOnly(email, company.companyId, 4);
      const retriedAt = new Date();
      const retry = await invite({ email, name: 'Rita Resume', role: 2 });
      expect(retry.status, JSON.stringify(retry.body)).toBe(201);
      expect(retry.body).toMatchObject({ uid: sub, email, name: 'Rita Resume', securityRole: 2, roleLabel: 'Payroll Manager', status: 'invited' });
      expect((await emailsListed()).filter((e) => e === email)).toHaveLength(1);
      const tokens = await invitedSignIn(email, INVITED_PASSWORD, retriedAt);
      expect(claimsOf(tokens.IdToken)).toMatchObject({ sub, 'custom:companyId': company.companyId, 'custom:role': '2' });
      expect((await api('GET', '/me', { token: tokens.IdToken })).body.user).toMatchObject({ role: 2, roleLabel: 'Payroll Manager' });
      // Once complete, the e-mail is taken as any other account's.
      const again = await invite({ email, name: 'Rita Resume', role: 2 });
      expect(again.status).toBe(409);
      expect(again.body.message).toBe('This e-mail already has a FAST DASHBOARD account.');
      expect((await emailsListed()).filter((e) => e === email)).toHaveLength(1);
    });

    it('refuses another company’s pool user with 409 and changes nothing of his', async () => {
      const blueRidge = (await api('GET', '/me', { as: BLUE_RIDGE.owner })).body.user.companyId as string;
      const email = uniqueEmail('theirs');
      const sub = await poolUserOnly(email, blueRidge, 3);
      const before = await admin().send(new AdminGetUserCommand({ UserPoolId: UserPoolId(), Username: sub }));
      const letters = (await lettersTo(email)).length;
      const answer = await invite({ email, name: 'Taken Over', role: 1 });
      expect(answer.status).toBe(409);
      expect(answer.body.message).toBe('This e-mail already has a FAST DASHBOARD account.');
      const after = await admin().send(new AdminGetUserCommand({ UserPoolId: UserPoolId(), Username: sub }));
      expect(after.UserAttributes).toEqual(before.UserAttributes);
      expect(after.UserStatus).toBe('FORCE_CHANGE_PASSWORD');
      expect((await lettersTo(email)).length).toBe(letters);
      expect(await emailsListed()).not.toContain(email);
      expect((await api('GET', '/accounts', { as: BLUE_RIDGE.owner })).body.accounts.map((a: { email: string }) => a.email)).not.toContain(email);
    });
  });

  it('refuses an invitation of an e-mail that already has an account with 409, and the demo user is unchanged', async () => {
    const before = await api('GET', '/me', { as: RED_MESA.driver });
    const answer = await invite({ email: RED_MESA.driver, name: 'Stolen', role: 1 });
    expect(answer.status).toBe(409);
    expect(answer.body.message).toBe('This e-mail already has a FAST DASHBOARD account.');
    const tokens = await passwordSignIn(RED_MESA.driver, cloud().signIns.find((s) => s.email === RED_MESA.driver)!.password);
    expect(claimsOf(tokens.IdToken)).toMatchObject({ 'custom:role': '8', 'custom:companyId': before.body.user.companyId });
    expect((await api('GET', '/accounts', owner())).body.accounts.map((a: { email: string }) => a.email)).not.toContain(RED_MESA.driver);
  });
});

describe('accounts across roles and companies', () => {
  it('refuses role 2 on every accounts route with 403', async () => {
    const uid = 'any-user';
    expect((await api('GET', '/accounts', { as: RED_MESA.payroll })).status).toBe(403);
    expect((await api('POST', '/accounts/invitations', { as: RED_MESA.payroll, body: { email: uniqueEmail('x'), name: 'X', role: 1 } })).status).toBe(403);
    expect((await api('PUT', `/accounts/${uid}/role`, { as: RED_MESA.payroll, body: { role: 1, version: 1 } })).status).toBe(403);
    expect((await api('PUT', `/accounts/${uid}/status`, { as: RED_MESA.payroll, body: { status: 'disabled', version: 1 } })).status).toBe(403);
    expect((await api('POST', `/accounts/${uid}/invitation-resends`, { as: RED_MESA.payroll, body: { version: 1 } })).status).toBe(403);
  });

  it('shows the demo directory with role labels, and Blue Ridge’s owner gets 404 for a Red Mesa user', async () => {
    const accounts = (await api('GET', '/accounts', { as: RED_MESA.owner })).body.accounts;
    const driver = accounts.find((a: { email: string }) => a.email === RED_MESA.driver);
    expect(driver).toMatchObject({ securityRole: 8, accessCode: 8, roleLabel: 'Driver', driverId: '1004500', status: 'active' });
    expect(accounts.find((a: { email: string }) => a.email === RED_MESA.payroll)).toMatchObject({ roleLabel: 'Payroll Manager', status: 'active' });
    const foreign = await api('PUT', `/accounts/${driver.uid}/status`, { as: BLUE_RIDGE.owner, body: { status: 'active', version: driver.version } });
    expect(foreign.status).toBe(404);
    expect((await api('PUT', `/accounts/${driver.uid}/role`, { as: BLUE_RIDGE.owner, body: { role: 3, version: driver.version } })).status).toBe(404);
  });
});
