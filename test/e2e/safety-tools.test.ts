import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { freshCompany } from '../support/fresh-company.ts';
import { api } from '../support/tokens.ts';
import { AdminShell } from './pages/admin-shell.ts';
import { chromiumPerFile, currentPath, demoSignIn, PHONE } from './pages/browser.ts';
import { LoginPage } from './pages/login-page.ts';
import { NotForYourRole } from './pages/not-for-your-role.ts';

const chromiumSession = chromiumPerFile();

async function signedIn(email: string, password: string, viewport?: { width: number; height: number }): Promise<Page> {
  const page = await chromiumSession.open(viewport);
  await new LoginPage(page).signIn(email, password);
  return page;
}

describe('safety tools and the OAuth connection in Chromium', () => {
  it('a new owner connects video telematics through the provider: consent "Allow", back on /oauth/callback, connected', async () => {
    const fresh = await freshCompany('oauth-e2e');
    const page = await signedIn(fresh.owner.email, fresh.owner.password);
    await new AdminShell(page).waitUntilShown();
    await page.goto('/oauth/authorize?system=video-telematics');
    await page.getByRole('button', { name: 'Allow' }).click();
    await page.getByTestId('oauth-connected').waitFor();
    expect(currentPath(page)).toBe('/oauth/callback');
    const integrations = await api('GET', '/integrations', { token: fresh.owner.idToken });
    expect(integrations.body.integrations.find((i: { system: string }) => i.system === 'video-telematics')).toMatchObject({ state: 'connected', publicSettings: { authKind: 'oauth' } });
    await page.getByRole('button', { name: 'Open Safety tools' }).click();
    await page.getByRole('table', { name: 'Safety events' }).waitFor();
  });

  it('a new owner signs in to the safety software from Company Setup: a wrong password is refused and not saved, the right one is', async () => {
    const fresh = await freshCompany('sflogin-e2e');
    const page = await signedIn(fresh.owner.email, fresh.owner.password);
    await new AdminShell(page).waitUntilShown();
    await page.goto('/company-setup');
    const panel = page.getByTestId('integration-safety-software');
    await panel.getByLabel('User name', { exact: true }).fill(`${fresh.companyId}-safety`);
    await panel.getByLabel('Password', { exact: true }).fill('wrong-password');
    await panel.getByRole('button', { name: 'Sign in to the safety software' }).click();
    await panel.getByText('The safety software refused this user name and password.', { exact: true }).waitFor();
    const safety = async () => (await api('GET', '/integrations', { token: fresh.owner.idToken })).body.integrations.find((i: { system: string }) => i.system === 'safety-software');
    expect((await safety()).hasCredentials).toBe(false);
    await panel.getByLabel('Password', { exact: true }).fill('e2e-safety-secret');
    await panel.getByRole('button', { name: 'Sign in to the safety software' }).click();
    await panel.getByText('Signed in. The login is saved.', { exact: true }).waitFor();
    expect(await panel.getByLabel('Password', { exact: true }).inputValue()).toBe('');
    expect(await safety()).toMatchObject({ state: 'connected', hasCredentials: true });
    await page.getByTestId('integration-video-telematics').getByRole('button', { name: 'Connect with the provider' }).waitFor();
  });

  it('"Deny" at the provider: the callback page says the provider did not allow the connection', async () => {
    const fresh = await freshCompany('oauth-deny');
    const page = await signedIn(fresh.owner.email, fresh.owner.password);
    await new AdminShell(page).waitUntilShown();
    await page.goto('/oauth/authorize?system=video-telematics');
    await page.getByRole('button', { name: 'Deny' }).click();
    await page.getByTestId('oauth-failed').getByText('The provider did not allow the connection.').waitFor();
  });

  it('signed out, the callback asks to sign in and connect again', async () => {
    const page = await chromiumSession.open();
    await page.goto('/oauth/callback?code=abc&state=' + 'a'.repeat(43));
    await page.getByText('Sign in, then connect again.').waitFor();
  });

  it("the shop manager (role 4) reads Red Mesa's events, a driver's and a tractor's counts that sum to the events, and signs out of the tools", async () => {
    const shop = demoSignIn(4);
    const page = await signedIn(shop.email, shop.password);
    await new AdminShell(page).waitUntilShown();
    await page.goto('/safety-tools');
    await page.getByRole('heading', { name: 'Safety tools', level: 1 }).waitFor();
    const events = page.getByRole('table', { name: 'Safety events' });
    await events.locator('tbody tr').first().waitFor();
    const counter = await page.getByRole('heading', { name: /^Safety events/ }).textContent();
    const shown = Number(/\((\d+)\)/.exec(counter ?? '')![1]);
    expect(shown).toBeGreaterThan(0);

    await page.getByRole('tab', { name: 'By tractor' }).click();
    const tractors = page.getByRole('table', { name: 'Events by tractor' });
    await tractors.locator('tbody tr').first().waitFor();
    const counts = (await tractors.locator('tbody tr td:nth-child(3)').allTextContents()).map(Number);
    expect(counts.reduce((s, n) => s + n, 0)).toBe(shown);
    await page.getByTestId('safety-summary-total').getByText(`Total: ${shown} events`).waitFor();

    await page.getByRole('tab', { name: 'Events' }).click();
    await events.locator('tbody tr').first().getByRole('link').click();
    await page.getByRole('dialog').getByText('Safety event').waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Close', exact: true }).click();

    await page.getByRole('button', { name: 'Sign out of the safety tools' }).click();
    await page.getByTestId('safety-signed-out').getByText('You are signed out of the safety tools.').waitFor();
    expect(currentPath(page)).toBe('/logout/lytx-tools');
  });

  it('a driver (role 8) is refused plainly on a phone, and the page asked the API nothing', async () => {
    const driver = demoSignIn(8);
    const page = await signedIn(driver.email, driver.password, PHONE);
    const refused = new NotForYourRole(page);
    expect(await refused.open('/safety-tools')).toMatch(/ (is|are) for /);
    expect(refused.calls().filter((c) => c.startsWith('/safety'))).toEqual([]);
  });
});
