import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { cloud } from '../../support/cloud-context.ts';

/** Debian's Chromium, headless, with nothing that phones home during a test run. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'],
  });
}

export const DESKTOP = { width: 1280, height: 800 } as const;
export const PHONE = { width: 390, height: 844 } as const;

export interface PageOptions {
  /** The reader's clock (an IANA zone); the machine's by default. */
  timeZone?: string;
  /**
   * Whether the app's service worker installs. Only the files that take the phone offline need it: in
   * every other test its precache of the whole build (~430 files) in each new context is CPU the run
   * does not have to spare on 2 cores.
   */
  serviceWorkers?: 'allow' | 'block';
}

/** A fresh browser context per test: its own storage, so nobody is signed in at the start. */
export async function freshPage(browser: Browser, viewport: { width: number; height: number } = DESKTOP, options: PageOptions = {}): Promise<Page> {
  const context = await browser.newContext({
    viewport,
    baseURL: cloud().baseUrl,
    serviceWorkers: options.serviceWorkers ?? 'block',
    // Cloudscape then skips its transitions: less to paint on 2 cores, and nothing waits for a slide to end.
    reducedMotion: 'reduce',
    ...(options.timeZone ? { timezoneId: options.timeZone } : {}),
  });
  context.setDefaultTimeout(20_000);
  return context.newPage();
}

/** The path part of the page's current URL. */
export function currentPath(page: Page): string {
  return new URL(page.url()).pathname;
}

export function demoSignIn(role: number) {
  const signIn = cloud().signIns.find((s) => s.role === role);
  if (!signIn) throw new Error(`The local cloud has no demo user of role ${role}`);
  return signIn;
}

/**
 * One Chromium per test file and a fresh context per test, closed after it: call once at the top of a
 * file, then `open()` in each test.
 */
export function chromiumPerFile(fileOptions: Pick<PageOptions, 'serviceWorkers'> = {}) {
  let browser: Browser | undefined;
  let current: Page | undefined;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterEach(async () => {
    await current?.context().close();
    current = undefined;
  });
  afterAll(async () => {
    await browser?.close();
  });
  return {
    async open(viewport: { width: number; height: number } = DESKTOP, options: Pick<PageOptions, 'timeZone'> = {}): Promise<Page> {
      if (!browser) throw new Error('Chromium is not running: open() belongs inside a test');
      current = await freshPage(browser, viewport, { ...fileOptions, ...options });
      return current;
    },
  };
}
