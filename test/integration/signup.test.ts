import { describe, expect, it } from 'vitest';
import { claimsOf, cognitoCall, passwordSignIn, refreshedTokens } from '../support/cognito-calls.ts';
import { cloud } from '../support/cloud-context.ts';
import { FRESH_PASSWORD, freshCompany, signedUpUser, uniqueEmail } from '../support/fresh-company.ts';
import { latestCode, lettersTo } from '../support/mailbox.ts';
import { api, RED_MESA } from '../support/tokens.ts';

const companyBody = (email: string, name = `Lone Star Haulers ${Date.now().toString(36)}`) => ({
  companyName: `  ${name}  `,
  companyEmail: email.toUpperCase(),
  address: { street: '2200 Interstate 40', city: 'Amarillo', state: 'tx', zip: '79101-1234' },
  timeZone: 'America/Chicago',
});

describe('sign-up: a new user founds his company', () => {
  it('goes from sign-up and the mailed code to an owner whose refreshed token carries the company and role 1', async () => {
    const user = await signedUpUser('founder');
    const before = claimsOf(user.tokens.IdToken);
    expect(before['custom:companyId']).toBeUndefined();
    expect(before['custom:role']).toBeUndefined();
    const meBefore = await api('GET', '/me', { token: user.tokens.IdToken });
    expect(meBefore.body.company).toBeNull();

    const body = companyBody(user.email);
    const created = await api('POST', '/companies', { token: user.tokens.IdToken, body });
    expect(created.status).toBe(201);
    expect(created.body.companyId).toMatch(/^cmp-[a-z2-7]{10}$/);
    expect(created.body.companyName).toBe(body.companyName.trim());

    const { IdToken } = await refreshedTokens(user.tokens.RefreshToken);
    const claims = claimsOf(IdToken);
    expect(claims['custom:companyId']).toBe(created.body.companyId);
    expect(claims['custom:role']).toBe('1');
    const me = await api('GET', '/me', { token: IdToken });
    expect(me.status).toBe(200);
    expect(me.body.company).toMatchObject({ id: created.body.companyId, companyName: body.companyName.trim(), accountActive: true });
    expect(me.body.user).toMatchObject({ role: 1, companyId: created.body.companyId });

    // The confirmation to the company's e-mail (with its link) and the note to support, both recorded.
    const outbox = (await api('GET', '/chat/outbox', { token: IdToken })).body.mail as { to: string; subject: string; text: string }[];
    const confirmation = outbox.find((m) => m.to === user.email);
    expect(confirmation?.text).toContain(`/create-company?companyId=${created.body.companyId}`);
    const support = outbox.find((m) => m.subject === `New company: ${body.companyName.trim()}`);
    expect(support?.to).toBe('support@fastdashboard.test');
    expect(support?.text).toContain('Amarillo, TX 79101-1234');
  });

  it('refuses a second company: 409 with the new token and with the token from before the company', async () => {
    const user = await signedUpUser('twice');
    expect((await api('POST', '/companies', { token: user.tokens.IdToken, body: companyBody(user.email) })).status).toBe(201);
    const stale = await api('POST', '/companies', { token: user.tokens.IdToken, body: companyBody(user.email, 'Second Try Freight') });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe('You already belong to a company.');
    const { IdToken } = await refreshedTokens(user.tokens.RefreshToken);
    expect((await api('POST', '/companies', { token: IdToken, body: companyBody(user.email, 'Third Try Freight') })).status).toBe(409);
    expect(claimsOf((await refreshedTokens(user.tokens.RefreshToken)).IdToken)['custom:companyId']).toBe(claimsOf(IdToken)['custom:companyId']);
  });

  it('makes one company of two requests sent at once', async () => {
    const user = await signedUpUser('race');
    const answers = await Promise.all([0, 1].map(() => api('POST', '/companies', { token: user.tokens.IdToken, body: companyBody(user.email) })));
    const ids = new Set(answers.filter((a) => a.status === 201).map((a) => a.body.companyId));
    expect(ids.size).toBe(1);
    for (const a of answers) expect([201, 409]).toContain(a.status);
  });

  it('refuses a demo owner (he has a company) and changes nothing of Red Mesa', async () => {
    const answer = await api('POST', '/companies', { as: RED_MESA.owner, body: companyBody('owner@redmesa.test', 'Takeover Freight') });
    expect(answer.status).toBe(409);
    expect((await api('GET', '/me', { as: RED_MESA.owner })).body.company.companyName).not.toBe('Takeover Freight');
  });

  it.each([
    ['companyName', { companyName: '   ' }],
    ['companyEmail', { companyEmail: 'not-an-email' }],
    ['address', { address: { street: '1 Main', city: 'Tulsa', state: 'ZZ', zip: '74101' } }],
    ['address', { address: { street: '1 Main', city: 'Tulsa', state: 'OK', zip: '7410' } }],
    ['timeZone', { timeZone: 'Central Time' }],
  ])('answers 400 naming %s for a bad value, and makes no company', async (field, change) => {
    const user = await signedUpUser('badinput');
    const answer = await api('POST', '/companies', { token: user.tokens.IdToken, body: { ...companyBody(user.email), ...change } });
    expect(answer.status).toBe(400);
    expect(JSON.stringify(answer.body)).toContain(field);
    const { IdToken } = await refreshedTokens(user.tokens.RefreshToken);
    expect(claimsOf(IdToken)['custom:companyId']).toBeUndefined();
  });

  it('freshCompany gives a test a company of its own with a role-1 token', async () => {
    const fresh = await freshCompany('helper');
    const me = await api('GET', '/me', { token: fresh.owner.idToken });
    expect(me.body.user).toMatchObject({ companyId: fresh.companyId, role: 1 });
    expect(me.body.company.companyName).toBe(fresh.companyName);
  });
});

describe('sign-up in the local Cognito', () => {
  it('refuses a password the pool policy refuses, in AWS wording', async () => {
    const email = uniqueEmail('weak');
    const answer = await cognitoCall('SignUp', { ClientId: cloud().cognito.clientId, Username: email, Password: 'short#1A', UserAttributes: [{ Name: 'email', Value: email }] });
    expect(answer.status).toBe(400);
    expect(answer.json).toEqual({ __type: 'InvalidPasswordException', message: 'Password did not conform with policy: Password not long enough' });
    const noSymbol = await cognitoCall('SignUp', { ClientId: cloud().cognito.clientId, Username: email, Password: 'LongEnough2026x', UserAttributes: [{ Name: 'email', Value: email }] });
    expect(noSymbol.json.message).toBe('Password did not conform with policy: Password must have symbol characters');
    expect(await lettersTo(email)).toEqual([]);
  });

  it('refuses a weak new password on ChangePassword and keeps the old one', async () => {
    const user = await signedUpUser('change');
    const weak = await cognitoCall('ChangePassword', { AccessToken: user.tokens.AccessToken, PreviousPassword: FRESH_PASSWORD, ProposedPassword: 'nouppercase#2026' });
    expect(weak.json).toEqual({ __type: 'InvalidPasswordException', message: 'Password did not conform with policy: Password must have uppercase characters' });
    await passwordSignIn(user.email, FRESH_PASSWORD);
  });

  it('sends the code again (the old one no longer confirms) and answers an unknown e-mail the same way', async () => {
    const email = uniqueEmail('resend');
    const { clientId } = cloud().cognito;
    await cognitoCall('SignUp', { ClientId: clientId, Username: email, Password: FRESH_PASSWORD, UserAttributes: [{ Name: 'email', Value: email }] });
    const first = await latestCode(email, 'signUp');
    const resentAt = new Date();
    const resend = await cognitoCall('ResendConfirmationCode', { ClientId: clientId, Username: email });
    expect(resend.status).toBe(200);
    expect(resend.json.CodeDeliveryDetails).toMatchObject({ DeliveryMedium: 'EMAIL', AttributeName: 'email' });
    const second = await latestCode(email, 'resendCode', resentAt);
    if (second !== first) expect((await cognitoCall('ConfirmSignUp', { ClientId: clientId, Username: email, ConfirmationCode: first })).json.__type).toBe('CodeMismatchException');
    expect((await cognitoCall('ConfirmSignUp', { ClientId: clientId, Username: email, ConfirmationCode: second })).status).toBe(200);
    await passwordSignIn(email, FRESH_PASSWORD);

    const unknown = await cognitoCall('ResendConfirmationCode', { ClientId: clientId, Username: uniqueEmail('nobody') });
    expect(unknown.status).toBe(200);
    expect(unknown.json.CodeDeliveryDetails).toMatchObject({ DeliveryMedium: 'EMAIL' });
  });

  it('resets a forgotten password with the mailed code; a weak new password is refused', async () => {
    const user = await signedUpUser('forgot');
    const { clientId } = cloud().cognito;
    expect((await cognitoCall('ForgotPassword', { ClientId: clientId, Username: user.email })).status).toBe(200);
    const code = await latestCode(user.email, 'forgotPassword');
    const weak = await cognitoCall('ConfirmForgotPassword', { ClientId: clientId, Username: user.email, ConfirmationCode: code, Password: 'weakpassword' });
    expect(weak.json.__type).toBe('InvalidPasswordException');
    await passwordSignIn(user.email, FRESH_PASSWORD);
    const newPassword = 'Renewed#Password2026';
    expect((await cognitoCall('ConfirmForgotPassword', { ClientId: clientId, Username: user.email, ConfirmationCode: code, Password: newPassword })).status).toBe(200);
    await passwordSignIn(user.email, newPassword);
    await expect(passwordSignIn(user.email, FRESH_PASSWORD)).rejects.toThrow(/NotAuthorized/);
  });
});
