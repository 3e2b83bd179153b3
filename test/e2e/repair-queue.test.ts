import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { vinCheckDigit } from '#shared/fleet/vin';
import { STARTER_DVIR_FIELDS } from '#shared/forms/starter-dvir';
import { pdfText } from '../support/pdf-text.ts';
import { api, RED_MESA } from '../support/tokens.ts';
import { AdminShell } from './pages/admin-shell.ts';
import { chromiumPerFile, demoSignIn, PHONE } from './pages/browser.ts';
import { DriverShell } from './pages/driver-shell.ts';
import { ManageInspectionsPage, RepairQueuePage } from './pages/inspection-pages.ts';
import { signInAs } from './pages/kept-session.ts';

const chromiumSession = chromiumPerFile();
let page: Page;

const stamp = Date.now().toString(36).toUpperCase();
const FORM_NAME = `Repair Queue DVIR ${stamp}`;
const VEHICLE = `Q${stamp.slice(-5)}`;
/** A second tractor of the driver's domicile (PHX) whose headlight fault stays open. */
const OTHER = `P${stamp.slice(-5)}`;
const JPEG = Buffer.from('/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAgGBgcGBQgHBwcJCQgKDBQNDAsLDBkSEw8UHRofHh0aHBwgJC4nICIsIxwcKDcpLDAxNDQ0Hyc5PTgyPC4zNDL/wAALCAABAAEBAREA/8QAFAABAAAAAAAAAAAAAAAAAAAACf/EABQQAQAAAAAAAAAAAAAAAAAAAAD/2gAIAQEAAD8AKp//2Q==', 'base64');

async function upload(as: string): Promise<string> {
  const ticket = await api('POST', '/form-uploads', { as, body: { contentType: 'image/jpeg', size: JPEG.length } });
  expect(ticket.status, JSON.stringify(ticket.body)).toBe(201);
  const form = new FormData();
  for (const [k, v] of Object.entries(ticket.body.fields as Record<string, string>)) form.append(k, v);
  form.append('file', new Blob([new Uint8Array(JPEG)], { type: 'image/jpeg' }));
  expect((await fetch(ticket.body.url, { method: 'POST', body: form })).status).toBeLessThan(300);
  return ticket.body.key;
}


// A driver's DVIR of a tractor of its own with a failed brake item and its photo, through the API the phone uses.
beforeAll(async () => {
  const SHOP = RED_MESA.shop;
  for (const VehicleID of [VEHICLE, OTHER]) {
    const base = `1M8GDM9A0KP${Math.floor(Math.random() * 1e6).toString().padStart(6, '0')}`;
    const tractor = await api('POST', '/fleet/tractors', { as: SHOP, body: { VehicleID, Vin: `${base.slice(0, 8)}${vinCheckDigit(base)}${base.slice(9)}`, Domicile: 'PHX', Make: 'Freightliner', Model: 'Cascadia' } });
    expect(tractor.status, JSON.stringify(tractor.body)).toBe(201);
  }
  const form = await api('POST', '/forms', { as: SHOP, body: { formName: FORM_NAME, formType: 'DVIR', formFields: STARTER_DVIR_FIELDS } });
  expect(form.status, JSON.stringify(form.body)).toBe(201);
  expect((await api('POST', `/forms/${form.body.formId}/publish`, { as: SHOP, body: { version: form.body.version } })).status).toBe(200);
  const [signature, photo] = [await upload(RED_MESA.driver), await upload(RED_MESA.driver)];
  type Answer = { fieldId: string; value?: boolean | number; remarks?: string; photos?: string[] };
  const answers = (failed: string, remarks: string) => STARTER_DVIR_FIELDS.flatMap((f): Answer[] => {
    if (f.fieldId === failed) return [{ fieldId: f.fieldId, value: false, remarks, photos: [photo] }];
    if (f.style === 'Pass / Fail') return [{ fieldId: f.fieldId, value: true }];
    if (f.style === 'Number') return [{ fieldId: f.fieldId, value: 312_000 }];
    if (f.style === 'Signature') return [{ fieldId: f.fieldId, photos: [signature] }];
    return [];
  });
  for (const [VehicleID, failed, remarks] of [[VEHICLE, 'service-brakes', 'Left front chamber leaks'], [OTHER, 'headlights', 'Left low beam out']] as const) {
    const submitted = await api('POST', '/form-submissions', { as: RED_MESA.driver, body: { formId: form.body.formId, formVersion: 1, VehicleID, startedAt: new Date().toISOString(), answers: answers(failed, remarks) } });
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(201);
  }
}, 60_000);

describe('the repair queue in Chromium', () => {
  it('lets the shop manager repair a brake fault from the queue, and the row leaves', async () => {
    const shop = demoSignIn(4);
    page = await chromiumSession.open();
    await signInAs(page, shop);
    await new AdminShell(page).waitUntilShown();
    const queue = await new RepairQueuePage(page).open();
    await queue.tractor(VEHICLE).getByText('Service brakes').waitFor();
    await queue.tractor(VEHICLE).getByText('Out of service').first().waitFor();
    await queue.tractor(VEHICLE).getByRole('img', { name: 'Photo 1' }).waitFor();
    await queue.repair(VEHICLE, 'Service brakes', 'Replaced the left front brake chamber', 'Rush Truck Center');
    await page.getByText(`"Service brakes" on tractor ${VEHICLE} is resolved.`).waitFor();
    await queue.tractor(VEHICLE).waitFor({ state: 'detached' });
    const tractor = await api('GET', `/fleet/tractors/${VEHICLE}`, { as: RED_MESA.shop });
    expect(tractor.body).toMatchObject({ serviceState: 'in-service', reportedDefectsCount: 0 });
  });

  it('opens the submission in /manage-inspections with the failed item, and its PDF downloads with the item', async () => {
    const shop = demoSignIn(4);
    page = await chromiumSession.open();
    await signInAs(page, shop);
    await new AdminShell(page).waitUntilShown();
    const inspections = await new ManageInspectionsPage(page).open();
    await inspections.openSubmissionOf(VEHICLE, FORM_NAME);
    await inspections.failedItem('service-brakes').getByText('FAIL').waitFor();
    await inspections.failedItem('service-brakes').getByText('Left front chamber leaks', { exact: false }).waitFor();
    const download = await inspections.downloadPdf();
    expect(download.suggestedFilename()).toMatch(new RegExp(`^${FORM_NAME}-${VEHICLE}-\\d{4}-\\d{2}-\\d{2}\\.pdf$`));
    const bytes = await readFile((await download.path())!);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(bytes);
    expect(text).toContain('(Service brakes)');
    expect(text).toContain('(FAIL)');
    expect(text).toContain('Resolved by Luis Ortega');
    // The page's address names the submission, so a link (a tractor's page has them) opens it again.
    expect(new URL(page.url()).searchParams.get('submissionId')).toMatch(/^[0-9a-z]{19}$/);
    await page.goto(`${new URL(page.url()).pathname}${new URL(page.url()).search}`);
    await inspections.failedItem('service-brakes').getByText('FAIL').waitFor();
  });

  it("shows the driver his domicile's open defects with their photo on a 390 px phone", async () => {
    const driver = demoSignIn(8);
    page = await chromiumSession.open(PHONE);
    await signInAs(page, driver);
    await new DriverShell(page).waitUntilShown();
    await page.goto('/reported-defects-mobile');
    await page.getByRole('heading', { name: 'Reported defects', level: 1 }).waitFor();
    const card = page.getByRole('group', { name: `Tractor ${OTHER} Headlights and high beams` });
    await card.getByText('Left low beam out').waitFor();
    await card.getByRole('img', { name: 'Photo 1' }).waitFor();
    expect(await page.getByRole('group', { name: new RegExp(`Tractor ${VEHICLE} `) }).count()).toBe(0);
    expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(PHONE.width);
  });
});
