import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, RED_MESA } from '../support/tokens.ts';
import { demoSignIn, freshPage, launchChromium, PHONE } from './pages/browser.ts';
import { ChatDialog } from './pages/chat-dialog.ts';
import { signInAs } from './pages/kept-session.ts';
import { describeTargets, MIN_TAP_PX, smallTapTargets } from './pages/tap-targets.ts';

/** A driver screen: where it is, and what to open on it before measuring (a dialog, a menu). */
interface Screen {
  name: string;
  path: () => string;
  open?: (page: Page) => Promise<void>;
}

let browser: Browser;
let page: Page;
const ids = { companyForm: '', dvir: '', vehicleId: '', payRun: '' };

const screens: Screen[] = [
  { name: 'Drive', path: () => '/driver-dashboard' },
  { name: 'Timecard', path: () => '/driver-timeclock' },
  { name: 'Pre-trip (tractor and leg)', path: () => '/pretrip-safety-inspection' },
  { name: 'Pre-trip (questions)', path: () => `/pretrip-safety-inspection?formId=${ids.dvir}&start=1&vehicleId=${ids.vehicleId}` },
  { name: 'Company forms', path: () => '/driver-forms' },
  { name: 'A company form', path: () => `/pretrip-safety-inspection?formId=${ids.companyForm}` },
  { name: 'Pay list', path: () => '/driver-documents' },
  { name: 'A pay document', path: () => `/driver-documents?run=${encodeURIComponent(ids.payRun)}` },
  { name: 'Documents', path: () => '/tractor-documents' },
  { name: 'My schedule', path: () => '/driver-schedule' },
  { name: 'Driver profile', path: () => '/driver-profile' },
  { name: 'User profile', path: () => '/user-profile' },
  {
    name: 'Chat rooms',
    path: () => '/driver-dashboard',
    open: async (p) => {
      await new ChatDialog(p).openFromShell();
    },
  },
  {
    name: 'A chat room',
    path: () => '/driver-dashboard',
    open: async (p) => {
      await new ChatDialog(p).openFromShell();
      await p.getByRole('navigation', { name: 'Chats' }).getByRole('button').filter({ hasNotText: /^Create chat$/ }).first().click();
      await p.getByRole('log', { name: 'Messages' }).waitFor();
    },
  },
  {
    name: 'More menu',
    path: () => '/driver-dashboard',
    open: async (p) => {
      await p.getByRole('navigation', { name: 'Driver menu' }).getByRole('button', { name: 'More' }).click();
      await p.getByRole('menu', { name: 'More' }).waitFor();
    },
  },
  { name: 'Map', path: () => '/map-view-mobile', open: async (p) => void (await p.getByTestId('fleet-map').waitFor()) },
  { name: 'Tractors', path: () => '/tractor-dashboard-mobile' },
  { name: 'Service Manager', path: () => '/maintenance-mobile' },
  { name: 'Bookmarks', path: () => '/company-bookmarks' },
  { name: 'Address Book', path: () => '/company-address-book' },
];

beforeAll(async () => {
  const forms = (await api('GET', '/me/forms', { as: RED_MESA.driver })).body as { forms: { formId: string; formType: string }[]; currentVehicleId: string | null };
  ids.dvir = forms.forms.find((f) => f.formType === 'DVIR')?.formId ?? '';
  ids.companyForm = forms.forms.find((f) => f.formType !== 'DVIR')?.formId ?? ids.dvir;
  ids.vehicleId = forms.currentVehicleId ?? '410200';
  const pay = (await api('GET', '/me/paydocs', { as: RED_MESA.driver })).body as { payDocs: { PayRunID: string }[] };
  ids.payRun = pay.payDocs[0]?.PayRunID ?? '';
  browser = await launchChromium();
  page = await freshPage(browser, PHONE);
  const driver = demoSignIn(8);
  await signInAs(page, driver);
});

afterAll(async () => {
  await page?.context().close();
  await browser?.close();
});

/** Opens a screen and waits until its heading is up and its calls have settled. */
async function show(screen: Screen): Promise<void> {
  await page.goto(screen.path());
  await page.getByRole('navigation', { name: 'Driver menu' }).waitFor();
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.waitForLoadState('networkidle');
  await expect.poll(() => page.locator('[class*="awsui_spinner"]:visible').count()).toBe(0);
  await screen.open?.(page);
  // A dialog measured while it opens is scaled by its animation (a 44 px button read 43.4 px).
  await expect.poll(() => page.evaluate("document.getAnimations().filter((a) => a.playState === 'running' && a.effect?.getComputedTiming().endTime !== Infinity).length")).toBe(0);
}

describe(`every tap target on a driver's screen is at least ${MIN_TAP_PX} × ${MIN_TAP_PX} px at 390 px`, () => {
  it('has the demo ids each screen needs', () => {
    expect(ids.dvir, 'a DVIR form').not.toBe('');
    expect(ids.payRun, 'a pay document of the demo driver').not.toBe('');
  });

  it.each(screens)('$name', async (screen) => {
    await show(screen);
    const offenders = describeTargets(screen.name, await smallTapTargets(page));
    expect(offenders, offenders.join('\n')).toEqual([]);
  });
});
