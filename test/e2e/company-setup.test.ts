import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { freshCompany, type FreshCompany } from '../support/fresh-company.ts';
import { api } from '../support/tokens.ts';
import { AdminShell } from './pages/admin-shell.ts';
import { chromiumPerFile } from './pages/browser.ts';
import { CompanySetupPage } from './pages/company-setup-page.ts';
import { signInAs } from './pages/kept-session.ts';

const chromiumSession = chromiumPerFile();
let fresh: FreshCompany;
let page: Page;

beforeAll(async () => {
  fresh = await freshCompany('e2e-setup');
}, 60_000);

async function signInOwner(): Promise<CompanySetupPage> {
  page = await chromiumSession.open();
  await signInAs(page, fresh.owner);
  await new AdminShell(page).waitUntilShown();
  return new CompanySetupPage(page).open();
}

describe('company setup in Chromium', () => {
  it('the owner of a new company edits the profile and its time zone, and they are kept', async () => {
    const setup = await signInOwner();
    expect(await setup.heading().textContent()).toContain(fresh.companyName);
    const name = `${fresh.companyName} Inc`;
    await setup.field('Company name').fill(name);
    await setup.field('City').fill('Flagstaff');
    await setup.chooseTimeZone('America/Phoenix');
    await setup.field('Fuel card daily file addresses').fill('  fuel@e2e.test  \nwex@e2e.test');
    await setup.save();

    await page.reload();
    await setup.open();
    await page.getByRole('heading', { level: 1, name: `${name}: company setup` }).waitFor();
    expect(await setup.field('Company name').inputValue()).toBe(name);
    expect(await setup.field('City').inputValue()).toBe('Flagstaff');
    expect(await setup.timeZone()).toContain('America/Phoenix');
    expect(await setup.field('Fuel card daily file addresses').inputValue()).toBe('fuel@e2e.test\nwex@e2e.test');
    const company = await api('GET', '/company/setup', { token: fresh.owner.idToken });
    expect(company.body.profile).toMatchObject({ companyName: name, timeZone: 'America/Phoenix' });
  });

  it('saves the approved fuel vendors through the pay settings, trimmed and in capitals', async () => {
    const setup = await signInOwner();
    await setup.field('Approved fuel vendors').fill('  pilot  \nloves\nPilot');
    await page.getByRole('button', { name: 'Save fuel vendors' }).click();
    await page.getByText('Fuel vendors saved.').waitFor();
    expect(await setup.field('Approved fuel vendors').inputValue()).toBe('PILOT\nLOVES');
    const company = await api('GET', '/company/setup', { token: fresh.owner.idToken });
    expect(company.body.profile.afpVendors).toEqual(['PILOT', 'LOVES']);
  });

  it('the owner issues a feed key and rotates it: the new key is shown once, the old one works until tomorrow', async () => {
    const setup = await signInOwner();
    const first = await setup.createFeedKey('Provider A');
    expect(first).toMatch(/\./);
    const second = await setup.rotateFeedKey('Provider A');
    expect(second).not.toBe(first);
    const rows = setup.feedKeys().getByRole('row').filter({ hasText: 'Provider A' });
    await rows.filter({ hasText: 'Works until' }).waitFor();
    await rows.filter({ hasText: 'Active' }).waitFor();
    expect(await rows.count()).toBe(2);
    expect(await page.content()).not.toContain(first.split('.').at(-1));
  });

  it('saves an API key through the write-only form: the key never comes back, the system can be disconnected', async () => {
    await signInOwner();
    const card = page.getByTestId('integration-video-telematics');
    await card.getByText('Not connected').waitFor();
    const apiKey = `e2e-key-${Date.now()}`;
    const form = page.getByTestId('credentials-video-telematics');
    await form.getByLabel('API key').fill(apiKey);
    await form.getByRole('button', { name: 'Save credentials' }).click();
    await card.getByText('Saved, not checked yet').waitFor();
    await form.getByText('Credentials saved.').waitFor();
    expect(await form.getByLabel('API key').inputValue()).toBe('');
    expect(await form.getByLabel('API key').getAttribute('placeholder')).toBe('Saved');
    await page.reload();
    await card.getByText('Saved, not checked yet').waitFor();
    expect(await page.content()).not.toContain(apiKey);

    await card.getByRole('button', { name: 'Disconnect Video telematics' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Disconnect' }).click();
    await card.getByText('Not connected').waitFor();
  });

  it('opens the usage analytics page from the setup page', async () => {
    const setup = await signInOwner();
    await page.getByRole('button', { name: 'Usage analytics' }).click();
    await page.getByRole('heading', { level: 1, name: 'Usage analytics' }).waitFor();
    await page.getByTestId('usage-total').waitFor();
    expect(setup).toBeDefined();
  });
});
