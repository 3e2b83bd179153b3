import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { STARTER_DVIR_FIELDS } from '#shared/forms/starter-dvir';
import { newTractor } from '../support/new-tractor.ts';
import { api, RED_MESA } from '../support/tokens.ts';
import { chromiumPerFile, demoSignIn, PHONE } from './pages/browser.ts';
import { DriverShell } from './pages/driver-shell.ts';
import { signInAs } from './pages/kept-session.ts';
import { OfflinePhone } from './pages/offline-phone.ts';
import { PretripInspection } from './pages/pretrip-pages.ts';

// The phone goes offline: the app's service worker must be installed.
const chromiumSession = chromiumPerFile({ serviceWorkers: 'allow' });
const PHOTO = readFileSync(new URL('../fixtures/forms/brake-chamber.jpg', import.meta.url));
const REMARK = `Air leak at the left front brake chamber ${randomUUID().slice(0, 8)}`;

interface SubmittedField { fieldId: string; value?: unknown; remarks?: string; photos?: string[] }

let tractor: string;

beforeAll(async () => {
  tractor = await newTractor(RED_MESA.shop, 'O');
  // Start clocked out whatever an earlier run left, with the DVIR published.
  const state = await api('GET', '/me/timeclock', { as: RED_MESA.driver });
  if (state.body.open) await api('POST', '/me/timeclock/out', { as: RED_MESA.driver, body: { punchKey: randomUUID() } });
  const mine = await api('GET', '/me/forms', { as: RED_MESA.driver });
  if (mine.body.forms.some((f: { formType: string }) => f.formType === 'DVIR')) return;
  const created = await api('POST', '/forms', { as: RED_MESA.shop, body: { formName: 'Pre-Trip Inspection (DVIR)', formType: 'DVIR', formFields: STARTER_DVIR_FIELDS } });
  await api('POST', `/forms/${created.body.formId}/publish`, { as: RED_MESA.shop, body: { version: created.body.version } });
});

describe('the driver app without signal, on a 390 px phone', () => {
  it('does a whole pre-trip and clocks in offline after one visit, and once back online each is stored once, the punch at the time of the tap', async () => {
    const startedAt = new Date().toISOString();
    const driver = demoSignIn(8);
    let page: Page = await chromiumSession.open(PHONE);
    const context = page.context();
    await signInAs(page, driver);
    await new DriverShell(page).waitUntilShown();

    // One visit with signal: the timeclock, then the pre-trip up to its questions.
    await page.goto('/driver-timeclock');
    await page.getByText('You are clocked out.').waitFor();
    await page.goto('/pretrip-safety-inspection');
    const inspection = new PretripInspection(page);
    await inspection.start(tractor);
    await page.waitForURL((url) => url.searchParams.get('start') === '1');
    await inspection.question('service-brakes').waitFor();
    const phone = new OfflinePhone(page);
    await phone.waitUntilInstalled();
    await phone.waitForKeptReads(['["timekeeping","me"]', '["forms","mine"]', '["forms","version"', '["inspections","last"']);

    // No signal from here: the page reloads from the service worker and the kept reads.
    await context.setOffline(true);
    await page.reload();
    for (const f of STARTER_DVIR_FIELDS.filter((q) => q.style === 'Pass / Fail')) await inspection.passButton(f.fieldId).click();
    await page.getByRole('textbox', { name: 'Odometer' }).fill('412399');
    await inspection.failButton('service-brakes').click();
    const brakes = inspection.question('service-brakes');
    await brakes.getByRole('textbox', { name: 'What is wrong?' }).fill(REMARK);
    await brakes.locator('input[type=file]').setInputFiles({ name: 'brake-chamber.jpg', mimeType: 'image/jpeg', buffer: PHOTO });
    await brakes.getByRole('img', { name: 'Photo 1' }).waitFor();
    await inspection.sign(inspection.question('signature'));
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    await page.getByText('Submitted — waiting to send').waitFor();
    expect(await phone.waitingLine().textContent()).toContain('1 waiting to send');

    await page.goto('/driver-timeclock');
    await page.getByTestId('punch-button').click();
    await page.getByTestId('pending-punch').waitFor();
    expect(await page.getByTestId('timeclock-status').textContent()).toMatch(/^Clocked in at \d{1,2}:\d\d [AP]M — waiting to send$/);
    expect(await phone.waitingLine().textContent()).toContain('2 waiting to send');
    expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(PHONE.width);

    const kept = await phone.keptActions();
    expect(kept.map((a) => [a.kind, a.state])).toEqual([['form-submit', 'waiting'], ['punch', 'waiting']]);
    // The photo and the signature (and the review's, when one was asked) wait on the phone with the form.
    expect(kept[0]!.blobKeys.length).toBeGreaterThanOrEqual(2);
    const punch = kept[1]!;
    expect((await api('GET', '/me/timeclock', { as: RED_MESA.driver })).body.open).toBeNull();

    // The tab is closed; the phone finds signal; the app is opened again.
    await page.close();
    page = await context.newPage();
    await context.setOffline(false);
    await page.goto('/driver-timeclock');
    await page.getByText(/^Clocked in since /).waitFor({ timeout: 30_000 });
    await page.getByTestId('outbox-waiting').waitFor({ state: 'detached' });

    const timecards = (await api('GET', '/me/timecards', { as: RED_MESA.driver })).body as { shifts: Array<{ punchId: string; in: string; inStamp: { tappedAt: string | null; arrivedAt: string; source: string } | null }> };
    const mine = timecards.shifts.filter((s) => s.inStamp?.tappedAt === punch.createdAt);
    expect(mine).toHaveLength(1);
    expect(mine[0]!.inStamp!.source).toBe('tap');
    expect(Date.parse(mine[0]!.in)).toBeCloseTo(Date.parse(punch.createdAt), -3);
    expect(Date.parse(mine[0]!.inStamp!.arrivedAt)).toBeGreaterThan(Date.parse(punch.createdAt));

    const submissions = (await api('GET', '/me/form-submissions', { as: RED_MESA.driver })).body.submissions as Array<{ submissionId: string; completedAt: string; formType: string }>;
    const sent = submissions.filter((s) => s.formType === 'DVIR' && s.completedAt >= startedAt);
    expect(sent).toHaveLength(1);
    const stored = (await api('GET', `/form-submissions/${sent[0]!.submissionId}`, { as: RED_MESA.driver })).body as { submission: { countOfFailedFormFields: number }; fields: SubmittedField[]; faults: unknown[] };
    const field = (id: string) => stored.fields.find((f) => f.fieldId === id);
    expect(stored.submission.countOfFailedFormFields).toBe(1);
    expect(stored.faults).toHaveLength(1);
    expect(field('service-brakes')).toMatchObject({ value: false, remarks: REMARK });
    expect(field('service-brakes')!.photos).toHaveLength(1);
    expect(field('signature')!.photos).toHaveLength(1);
    expect(field('service-brakes')!.photos![0]).not.toMatch(/^local:/);
  });
});
