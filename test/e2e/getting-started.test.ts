import { describe, expect, it } from 'vitest';
import { freshCompany } from '../support/fresh-company.ts';
import { chromiumPerFile, demoSignIn, DESKTOP } from './pages/browser.ts';
import { LoginPage } from './pages/login-page.ts';

const { open } = chromiumPerFile();

describe('getting started (helpdesk)', () => {
  it("shows the demo shop manager his company's checklist and opens the helpdesk in a new tab", async () => {
    const shop = demoSignIn(4);
    const page = await open(DESKTOP);
    await new LoginPage(page).signIn(shop.email, shop.password);
    await page.goto('/getting-started');
    await page.getByRole('heading', { level: 1, name: 'Getting started' }).waitFor();
    const drivers = page.getByTestId('step-drivers');
    await drivers.getByText('Add your drivers').waitFor();
    await drivers.getByText('Done', { exact: true }).waitFor();
    await page.getByTestId('step-tractors').getByText('Done', { exact: true }).waitFor();

    const opened = page.context().waitForEvent('page');
    await page.getByRole('button', { name: 'Open the helpdesk' }).click();
    const helpdesk = await opened;
    await helpdesk.waitForLoadState();
    expect(helpdesk.url()).toContain('/_sim/helpdesk/sso/submitticket?access_token=');
    await helpdesk.getByRole('heading', { name: 'FAST DASHBOARD Helpdesk' }).waitFor();
    await helpdesk.close();
  });

  it('a new company sends a support ticket, and its broken helpdesk record shows the red "SSO Error"', async () => {
    const company = await freshCompany('E2E Helpdesk', { companyName: `Crooked Creek ${Date.now().toString(36)} (broken sso)` });
    const page = await open(DESKTOP);
    await new LoginPage(page).signIn(company.owner.email, company.owner.password);
    await page.goto('/getting-started');
    await page.getByTestId('step-profile').getByText('Done', { exact: true }).waitFor();
    await page.getByTestId('step-drivers').getByText('To do', { exact: true }).waitFor();

    const form = page.getByTestId('support-ticket');
    await form.getByLabel('Subject').fill('Importing our drivers');
    await form.getByLabel('Your question').fill('Which columns does the driver import need?');
    await form.getByRole('button', { name: 'Send to support' }).click();
    await form.getByText(/Sent\. Your ticket number is [0-9a-f-]{36}\./).waitFor();

    await page.getByRole('button', { name: 'Open the helpdesk' }).click();
    await page.getByTestId('sso-error').getByText('SSO Error').waitFor();
    expect(page.context().pages()).toHaveLength(1);
  });
});
