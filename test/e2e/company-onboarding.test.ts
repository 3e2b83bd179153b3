import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { passwordSignIn } from '../support/cognito-calls.ts';
import { uniqueEmail } from '../support/fresh-company.ts';
import { latestCode } from '../support/mailbox.ts';
import { api } from '../support/tokens.ts';
import { AccountsPage } from './pages/accounts-page.ts';
import { AdminShell } from './pages/admin-shell.ts';
import { chromiumPerFile, currentPath, DESKTOP, PHONE } from './pages/browser.ts';
import { CompanySetupPage } from './pages/company-setup-page.ts';
import { DriverShell } from './pages/driver-shell.ts';
import { LoginPage } from './pages/login-page.ts';

const { open } = chromiumPerFile();
const OWNER_PASSWORD = 'Caprock#Owner2026';

/** An invited user's first sign-in: the mailed temporary password, then his own. */
async function firstSignIn(page: Page, email: string, password: string): Promise<void> {
  const login = await new LoginPage(page).open();
  await login.submit(email, await latestCode(email, 'adminCreateUser'));
  await page.getByLabel('New password', { exact: true }).fill(password);
  await page.getByLabel('Repeat the new password').fill(password);
  await page.getByRole('button', { name: 'Save and sign in' }).click();
}

async function invite(page: Page, email: string, name: string, role: string): Promise<void> {
  await page.getByRole('button', { name: 'Invite a user' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('E-mail').fill(email);
  await dialog.getByLabel('Name', { exact: true }).fill(name);
  await dialog.getByRole('button', { name: /^Role/ }).click();
  await page.getByRole('option', { name: role, exact: true }).click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await page.getByText(`Invitation sent to ${email}.`).waitFor();
}

describe('a trucking company on its own, from sign-up to its people signed in', () => {
  it('registers, creates and sets up its company, invites a payroll manager and a driver, and each signs in to his own menus', { timeout: 240_000 }, async () => {
    const ownerEmail = uniqueEmail('journey-owner');
    const payrollEmail = uniqueEmail('journey-payroll');
    const driverEmail = uniqueEmail('journey-driver');
    const companyName = `Caprock Haulers ${Date.now().toString(36)}`;

    // The owner registers and confirms his e-mail with the mailed code.
    const desk = await open(DESKTOP);
    await desk.goto('/register');
    await desk.getByLabel('Your name').fill('Rosa Delgado');
    await desk.getByLabel('Email').fill(ownerEmail);
    await desk.getByLabel('Password', { exact: true }).fill(OWNER_PASSWORD);
    await desk.getByLabel('Repeat the password').fill(OWNER_PASSWORD);
    await desk.getByRole('button', { name: 'Create account' }).click();
    await desk.getByLabel('Verification code').fill(await latestCode(ownerEmail, 'signUp'));
    await desk.getByRole('button', { name: 'Confirm' }).click();

    // He creates the company and lands in its admin shell as its owner.
    await desk.waitForURL('**/create-company');
    await desk.getByLabel('Company name').fill(companyName);
    await desk.getByLabel('Street address').fill('1200 S Polk St');
    await desk.getByLabel('City').fill('Amarillo');
    await desk.getByLabel('ZIP code').fill('79101');
    await desk.getByRole('button', { name: 'State' }).click();
    await desk.getByRole('option', { name: 'TX', exact: true }).click();
    await desk.getByRole('button', { name: 'Create company' }).click();
    const ownerShell = await new AdminShell(desk).waitUntilShown();
    await desk.getByText(companyName).first().waitFor();
    expect(await ownerShell.menuLabels()).toEqual(expect.arrayContaining(['Dashboard', 'Payroll Tools', 'Helpdesk', companyName]));

    // He sets the company up: its time zone.
    const setup = await new CompanySetupPage(desk).open();
    await setup.chooseTimeZone('America/Denver');
    await setup.save();

    // The driver is on the driver list before his account is made (his pay and tractor hang on the DriverID).
    const owner = await passwordSignIn(ownerEmail, OWNER_PASSWORD);
    const driverId = `J${Date.now().toString(36).toUpperCase()}`.slice(0, 12);
    expect((await api('POST', '/drivers', { token: owner.IdToken, body: { DriverID: driverId, FirstName: 'Luis', LastName: 'Ortega' } })).status).toBe(201);

    const accounts = await new AccountsPage(desk).open();
    await invite(desk, payrollEmail, 'Dana Whitfield', 'Payroll Manager');
    await accounts.inviteDriver(driverEmail, driverId);
    expect(await accounts.row(payrollEmail).textContent()).toContain('Payroll Manager');
    expect(await accounts.row(driverEmail).textContent()).toContain(driverId);
    await desk.context().close();

    // The payroll manager signs in on the desktop to the payroll manager's menu, company and all.
    const payrollDesk = await open(DESKTOP);
    await firstSignIn(payrollDesk, payrollEmail, 'Dana#Payroll2026');
    const payrollShell = await new AdminShell(payrollDesk).waitUntilShown();
    const payrollMenu = await payrollShell.menuLabels();
    expect(payrollMenu).toEqual(expect.arrayContaining(['Payroll Tools', 'Profile']));
    expect(payrollMenu).not.toContain(companyName);
    const payroll = await passwordSignIn(payrollEmail, 'Dana#Payroll2026');
    expect((await api('GET', '/me', { token: payroll.IdToken })).body).toMatchObject({ user: { role: 2 }, company: { companyName } });
    await payrollDesk.context().close();

    // The driver signs in on his phone and lands on Drive, at 390 px without sideways scrolling.
    const phone = await open(PHONE);
    await firstSignIn(phone, driverEmail, 'Luis#Ortega2026');
    const driverShell = await new DriverShell(phone).waitUntilShown();
    expect(currentPath(phone)).toBe('/driver-dashboard');
    expect(await driverShell.bottomBarLabels()).toContain('Drive');
    expect(await phone.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(PHONE.width);
    const driver = await passwordSignIn(driverEmail, 'Luis#Ortega2026');
    expect((await api('GET', '/me', { token: driver.IdToken })).body.user).toMatchObject({ role: 8, driverId });
  });
});
