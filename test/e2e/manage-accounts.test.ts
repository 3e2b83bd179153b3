import { describe, expect, it } from 'vitest';
import { freshCompany, uniqueEmail } from '../support/fresh-company.ts';
import { latestCode } from '../support/mailbox.ts';
import { api } from '../support/tokens.ts';
import { AccountsPage } from './pages/accounts-page.ts';
import { chromiumPerFile, currentPath, DESKTOP, PHONE } from './pages/browser.ts';
import { DriverShell } from './pages/driver-shell.ts';
import { LoginPage } from './pages/login-page.ts';

const { open } = chromiumPerFile();
const DRIVER_PASSWORD = 'Rita#Road2026!';

describe('manage accounts', () => {
  it('the owner of a new company invites a driver, who signs in on a phone with the mailed password, chooses his own and lands on Drive', async () => {
    const company = await freshCompany('E2E Accounts');
    const driverId = `E2E${Date.now().toString(36).toUpperCase()}`;
    expect((await api('POST', '/drivers', { token: company.owner.idToken, body: { DriverID: driverId, FirstName: 'Rita', LastName: 'Road' } })).status).toBe(201);
    const email = uniqueEmail('rita');

    const desk = await open(DESKTOP);
    await new LoginPage(desk).signIn(company.owner.email, company.owner.password);
    const accounts = await new AccountsPage(desk).open();
    await accounts.inviteDriver(email, driverId);
    await expect.poll(() => accounts.row(email).textContent()).toContain('Invited');
    expect(await accounts.row(email).textContent()).toContain(driverId);
    expect(await accounts.row(email).textContent()).toContain('Rita Road');
    await desk.context().close();

    const phone = await open(PHONE);
    const login = await new LoginPage(phone).open();
    await login.submit(email, await latestCode(email, 'adminCreateUser'));
    await phone.getByLabel('New password', { exact: true }).fill(DRIVER_PASSWORD);
    await phone.getByLabel('Repeat the new password').fill(DRIVER_PASSWORD);
    await phone.getByRole('button', { name: 'Save and sign in' }).click();
    const shell = await new DriverShell(phone).waitUntilShown();
    expect(currentPath(phone)).toBe('/driver-dashboard');
    expect(await shell.bottomBarLabels()).toContain('Drive');
    // Nothing at 390 px scrolls sideways.
    expect(await phone.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(PHONE.width);
  });
});
