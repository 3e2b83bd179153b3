import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { AdminShell } from './pages/admin-shell.ts';
import { chromiumPerFile, demoSignIn } from './pages/browser.ts';
import { FormToolsPage } from './pages/form-builder-pages.ts';
import { LoginPage } from './pages/login-page.ts';

const chromiumSession = chromiumPerFile();
let page: Page;

describe('form builder in Chromium', () => {
  it('lets an admin build a form with a brake item that needs a photo on Fail, publish it and see it as version 1', async () => {
    const owner = demoSignIn(1);
    page = await chromiumSession.open();
    await new LoginPage(page).signIn(owner.email, owner.password);
    await new AdminShell(page).waitUntilShown();
    const name = `Yard check ${Date.now().toString(36)}`;
    const tools = await new FormToolsPage(page).open();
    const builder = await tools.createForm(name);
    await builder.addPassFail('Service brakes', 'Brakes', { photoOnFail: true });
    await builder.question('Service brakes').getByText('Photo required on Fail').waitFor();
    await builder.publish(1);

    await tools.open();
    const row = tools.row(name);
    await row.waitFor();
    expect(await row.textContent()).toContain('v1');
    expect(await row.textContent()).toContain('Published');
  });
});
