import { describe, expect, it } from 'vitest';
import { cloud } from '../support/cloud-context.ts';
import { cognitoCall } from '../support/cognito-calls.ts';
import { freshCompany, uniqueEmail } from '../support/fresh-company.ts';
import { latestCode } from '../support/mailbox.ts';
import { api } from '../support/tokens.ts';
import { chromiumPerFile, currentPath } from './pages/browser.ts';
import { AdminShell } from './pages/admin-shell.ts';
import { LoginPage } from './pages/login-page.ts';

const chromium = chromiumPerFile();
const PASSWORD = 'Haul#Freight2026';

describe('a trucking company signs up on its own', () => {
  it('registers, confirms the mailed code, creates its company and lands in the admin shell named after it', { timeout: 120_000 }, async () => {
    const page = await chromium.open();
    const email = uniqueEmail('e2e-founder');
    const companyName = `Caprock Haulers ${Date.now().toString(36)}`;

    await page.goto('/');
    await page.getByRole('button', { name: 'Create an account' }).click();
    await page.waitForURL('**/register');
    await page.getByLabel('Your name').fill('Rosa Delgado');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Repeat the password').fill('Haul#Freight2027');
    await page.getByRole('button', { name: 'Create account' }).click();
    expect(await page.getByTestId('register-error').textContent()).toBe('The two passwords are not the same.');
    await page.getByLabel('Repeat the password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Create account' }).click();

    await page.getByRole('heading', { level: 1, name: 'Confirm your e-mail address' }).waitFor();
    await page.getByLabel('Verification code').fill(await latestCode(email, 'signUp'));
    await page.getByRole('button', { name: 'Confirm' }).click();

    await page.waitForURL('**/create-company');
    await page.getByRole('heading', { level: 1, name: 'Create your company' }).waitFor();
    await page.getByLabel('Company name').fill(companyName);
    expect(await page.getByLabel('Company e-mail').inputValue()).toBe(email);
    await page.getByLabel('Street address').fill('1200 S Polk St');
    await page.getByLabel('City').fill('Amarillo');
    await page.getByLabel('ZIP code').fill('7910');
    await page.getByRole('button', { name: 'State' }).click();
    await page.getByRole('option', { name: 'TX', exact: true }).click();
    await page.getByRole('button', { name: 'Create company' }).click();
    await page.getByText('ZIP code is 5 digits, or 5 and 4 (12345-6789).').waitFor();
    await page.getByLabel('ZIP code').fill('79101');
    await page.getByRole('button', { name: 'Create company' }).click();

    const shell = await new AdminShell(page).waitUntilShown();
    expect(currentPath(page)).not.toBe('/create-company');
    await page.getByText(companyName).first().waitFor();
    expect(await shell.menuLabels()).toContain('Dashboard');

    // The confirmation e-mail's link shows the company as set up.
    await page.goto('/create-company?companyId=x');
    await page.getByRole('heading', { level: 1, name: 'Your company is set up' }).waitFor();
  });

  it('asks a user who signed up but never confirmed for the mailed code at sign-in, then sends him on to create his company', { timeout: 90_000 }, async () => {
    const page = await chromium.open();
    const email = uniqueEmail('e2e-unconfirmed');
    const signUp = await cognitoCall('SignUp', { ClientId: cloud().cognito.clientId, Username: email, Password: PASSWORD, UserAttributes: [{ Name: 'email', Value: email }, { Name: 'name', Value: 'Late Confirmer' }] });
    expect(signUp.status).toBe(200);
    const login = await new LoginPage(page).open();
    await login.submit(email, PASSWORD);
    await page.getByRole('heading', { level: 1, name: 'Confirm your e-mail address' }).waitFor();
    const resentAt = new Date();
    await page.getByRole('button', { name: 'Send the code again' }).click();
    await page.getByText('A new code is on its way. Check your e-mail.').waitFor();
    await page.getByLabel('Verification code').fill(await latestCode(email, 'resendCode', resentAt));
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.waitForURL('**/create-company');
    await page.getByRole('heading', { level: 1, name: 'Create your company' }).waitFor();
  });

  it('signs a returning user in with a new password after "Forgot your password?"', { timeout: 90_000 }, async () => {
    const page = await chromium.open();
    const fresh = await freshCompany('e2e-forgot');
    const login = await new LoginPage(page).open();
    await page.getByText('Forgot your password?').click();
    await page.getByLabel('Email').fill(fresh.owner.email);
    const asked = new Date();
    await page.getByRole('button', { name: 'Send the code' }).click();
    await page.getByLabel('Verification code').fill(await latestCode(fresh.owner.email, 'forgotPassword', asked));
    await page.getByLabel('New password', { exact: true }).fill('Renewed#Haul2026');
    await page.getByLabel('Repeat the new password').fill('Renewed#Haul2026');
    await page.getByRole('button', { name: 'Save the new password' }).click();
    await new AdminShell(page).waitUntilShown();
    expect(login.path()).not.toBe('/login');
    const me = await api('GET', '/me', { token: fresh.owner.idToken });
    expect(me.body.company.companyName).toBe(fresh.companyName);
  });
});
