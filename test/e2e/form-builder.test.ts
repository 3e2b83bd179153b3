import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { AdminShell } from './pages/admin-shell.ts';
import { chromiumPerFile, demoSignIn } from './pages/browser.ts';
import { FormToolsPage } from './pages/form-builder-pages.ts';
import { signInAs } from './pages/kept-session.ts';
import { api } from '../support/tokens.ts';

const chromiumSession = chromiumPerFile();
let page: Page;

describe('form builder in Chromium', () => {
  it('lets an admin build a form with a brake item that needs a photo on Fail, publish it and see it as version 1', async () => {
    const owner = demoSignIn(1);
    page = await chromiumSession.open();
    await signInAs(page, owner);
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

  it('prints a blank form for office staff through a signed PDF link, and tells a visitor without sign-in where blank forms come from', async () => {
    const owner = demoSignIn(1);
    const forms = await api('GET', '/forms', { as: owner.email });
    const dvir = (forms.body.forms as Array<{ formId: string; formType: string }>).find((f) => f.formType === 'DVIR')!;
    page = await chromiumSession.open();
    await page.goto(`/FORM-Template?formId=${dvir.formId}`);
    await page.getByText('Blank forms are printed from Company Forms by signed-in office staff.').waitFor();

    await signInAs(page, owner);
    await page.goto(`/FORM-Template?formId=${dvir.formId}`);
    const open = page.getByRole('link', { name: 'Open the PDF' });
    await open.waitFor();
    const pdf = await fetch((await open.getAttribute('href'))!);
    expect(pdf.status).toBe(200);
    expect(Buffer.from(await pdf.arrayBuffer()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });
});
