import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { vinCheckDigit } from '#shared/fleet/vin';
import { STARTER_DVIR_FIELDS } from '#shared/forms/starter-dvir';
import { freshCompany } from '../support/fresh-company.ts';
import { api, RED_MESA } from '../support/tokens.ts';
import { chromiumPerFile, demoSignIn, PHONE } from './pages/browser.ts';
import { DriverShell } from './pages/driver-shell.ts';
import { signInAs } from './pages/kept-session.ts';
import { PretripInspection } from './pages/pretrip-pages.ts';

const chromiumSession = chromiumPerFile();
let page: Page;

afterAll(async () => {
  await page?.close().catch(() => undefined);
});

describe('DVIRs on a 390 px phone', () => {
  it("a new company's first DVIR from Start inspection: the starter form is there, filled fast and submitted once, and never comes back as in progress", async () => {
    const fresh = await freshCompany('e2e-first-dvir');
    const token = { token: fresh.owner.idToken };
    const digits = Math.floor(Math.random() * 1e6).toString().padStart(6, '0');
    const base = `1M8GDM9A0KP${digits}`;
    const VehicleID = `N${Date.now().toString(36).slice(-5).toUpperCase()}`;
    expect((await api('POST', '/fleet/tractors', { ...token, body: { VehicleID, Vin: `${base.slice(0, 8)}${vinCheckDigit(base)}${base.slice(9)}`, Domicile: 'AMA', Make: 'Volvo', Model: 'VNL' } })).status).toBe(201);

    page = await chromiumSession.open(PHONE);
    await signInAs(page, fresh.owner);
    await page.goto('/pretrip-safety-inspection');
    await page.getByRole('heading', { name: 'Pre-Trip Inspection (DVIR)', level: 1 }).waitFor();
    const inspection = new PretripInspection(page);
    await inspection.start();
    await page.waitForURL((url) => url.searchParams.get('start') === '1');
    await inspection.question('service-brakes').waitFor();
    // Fast, as a driver who knows the form: every item passed, the odometer, the signature, Submit.
    for (const f of STARTER_DVIR_FIELDS.filter((q) => q.style === 'Pass / Fail' && q.type === 'Tractor')) await inspection.passButton(f.fieldId).click();
    await page.getByRole('textbox', { name: 'Odometer' }).fill('120000');
    await inspection.sign(inspection.question('signature'));
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    const summary = page.getByTestId('submitted-summary');
    await summary.waitFor({ timeout: 20_000 });
    expect(await summary.textContent()).toBe('Inspection submitted — no defects reported.');

    await page.reload();
    await page.goto('/driver-forms');
    await page.getByText('Nothing in progress.').waitFor();
    const mine = await api('GET', '/me/forms', token);
    expect(mine.body.drafts).toEqual([]);
    const subs = await api('GET', '/me/form-submissions', token);
    expect(subs.body.submissions.filter((s: { VehicleID: string }) => s.VehicleID === VehicleID)).toHaveLength(1);
    expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('fd.fill.')))).toEqual([]);
  });

  it("the driver opens his past DVIRs from Company Forms and one's PDF", async () => {
    const driver = demoSignIn(8);
    const expected = (await api('GET', '/me/inspections', { as: RED_MESA.driver })).body.inspections as { submissionId: string }[];
    expect(expected.length).toBeGreaterThan(0);
    page = await chromiumSession.open(PHONE);
    await signInAs(page, driver);
    await new DriverShell(page).waitUntilShown();
    await page.goto('/driver-forms');
    const list = page.getByTestId('my-inspections');
    await list.waitFor();
    expect(await list.locator('li').first().getAttribute('data-submission')).toBe(expected[0]!.submissionId);
    const download = page.waitForEvent('download');
    await list.locator('li').first().getByRole('button', { name: /^Open PDF of/ }).click();
    const file = await (await download).path();
    expect(readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');
    expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(PHONE.width);
  });
});
