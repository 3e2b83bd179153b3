import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { STARTER_DVIR_FIELDS } from '#shared/forms/starter-dvir';
import { newTractor } from '../support/new-tractor.ts';
import { api, RED_MESA } from '../support/tokens.ts';
import { chromiumPerFile, demoSignIn, PHONE } from './pages/browser.ts';
import { DriverShell } from './pages/driver-shell.ts';
import { signInAs } from './pages/kept-session.ts';
import { PretripInspection } from './pages/pretrip-pages.ts';

const chromiumSession = chromiumPerFile();
const PHOTO = readFileSync(new URL('../fixtures/forms/brake-chamber.jpg', import.meta.url));
let page: Page;
let tractor: string;

beforeAll(async () => {
  tractor = await newTractor(RED_MESA.shop, 'P');
  // The demo company starts with the DVIR; a cloud seeded before it existed gets one published here.
  const mine = await api('GET', '/me/forms', { as: RED_MESA.driver });
  if (mine.body.forms.some((f: { formType: string }) => f.formType === 'DVIR')) return;
  const created = await api('POST', '/forms', { as: RED_MESA.shop, body: { formName: 'Pre-Trip Inspection (DVIR)', formType: 'DVIR', formFields: STARTER_DVIR_FIELDS } });
  await api('POST', `/forms/${created.body.formId}/publish`, { as: RED_MESA.shop, body: { version: created.body.version } });
});

describe('pre-trip inspection on a 390 px phone', () => {
  it('a driver fails the service brakes with remarks and a photo, signs, submits and sees the shop was told; answers survive a reload', async () => {
    const driver = demoSignIn(8);
    page = await chromiumSession.open(PHONE);
    await signInAs(page, driver);
    await new DriverShell(page).waitUntilShown();
    await page.goto('/pretrip-safety-inspection');
    const inspection = new PretripInspection(page);
    await inspection.start(tractor);
    await page.waitForURL((url) => url.searchParams.get('start') === '1');
    // A tractor with no inspection yet: nothing to review (§396.13).
    expect(await inspection.reviewIfAsked()).toBe(false);

    const passFail = STARTER_DVIR_FIELDS.filter((f) => f.style === 'Pass / Fail');
    for (const f of passFail) await inspection.passButton(f.fieldId).click();
    await page.getByRole('textbox', { name: 'Odometer' }).fill('412345');
    expect(await inspection.passButton('horn').getAttribute('aria-pressed')).toBe('true');

    // A reload (a lost connection, a closed tab) loses nothing: the same form opens with the answers.
    await page.reload();
    await inspection.question('horn').waitFor();
    expect(await inspection.passButton('horn').getAttribute('aria-pressed')).toBe('true');
    expect(await inspection.passButton('steering').getAttribute('aria-pressed')).toBe('true');
    expect(await page.getByRole('textbox', { name: 'Odometer' }).inputValue()).toBe('412345');

    await inspection.failButton('service-brakes').click();
    const brakes = inspection.question('service-brakes');
    await brakes.getByRole('textbox', { name: 'What is wrong?' }).fill('Left front brake chamber leaks air');
    await brakes.locator('input[type=file]').setInputFiles({ name: 'brake-chamber.jpg', mimeType: 'image/jpeg', buffer: PHOTO });
    await brakes.getByRole('img', { name: 'Photo 1' }).waitFor();
    await inspection.sign(inspection.question('signature'));
    expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(PHONE.width);

    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    const summary = page.getByTestId('submitted-summary');
    await summary.waitFor({ timeout: 20_000 });
    expect(await summary.textContent()).toBe('Inspection submitted — 1 defect reported; the shop has been told.');
    expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(PHONE.width);
  });

  it("opens a tractor's inspection link without signing in, and says plainly when a link is not valid", async () => {
    const tractors = (await api('GET', '/fleet/tractors', { as: RED_MESA.shop })).body.tractors as { VehicleID: string; Active: boolean }[];
    const vehicleId = tractors.filter((x) => x.Active).at(-1)!.VehicleID;
    const link = await api('POST', `/tractors/${vehicleId}/inspection-links`, { as: RED_MESA.shop, body: { expiresInDays: 1 } });
    page = await chromiumSession.open(PHONE);
    await page.goto(`/inspection-form#link=${link.body.token}`);
    await page.getByText(`Tractor ${vehicleId}`).waitFor();
    await page.getByRole('textbox', { name: 'Your name' }).or(page.getByText('Review the last inspection of this tractor')).first().waitFor();
    expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(PHONE.width);

    await api('DELETE', `/inspection-links/${link.body.linkId}`, { as: RED_MESA.shop });
    await page.goto('/inspection-form');
    await page.goto(`/inspection-form#link=${link.body.token}`);
    await page.reload();
    await page.getByText('This inspection link has expired or was withdrawn. Ask the office for a new one.').waitFor();
  });
});
