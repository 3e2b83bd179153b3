import { describe, expect, it } from 'vitest';
import { chromiumPerFile } from './pages/browser.ts';

const chromiumSession = chromiumPerFile();

describe('Open Sans served as font files', () => {
  it('renders the sign-in page in Open Sans fetched as woff2 files, not inlined in the CSS', async () => {
    const page = await chromiumSession.open();
    const fonts: string[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('.woff2') && response.ok()) fonts.push(new URL(response.url()).pathname);
    });
    await page.goto('/');
    await page.getByRole('button', { name: 'Sign In' }).first().waitFor();
    // Evaluated in the page, where the DOM exists; the tests' own TypeScript has no DOM library.
    const loaded = await page.evaluate<string[]>(`(async () => {
      await document.fonts.ready;
      return [...document.fonts].filter((f) => f.family.replace(/"/g, '') === 'Open Sans' && f.status === 'loaded').map((f) => f.weight + ' ' + f.style);
    })()`);
    expect(loaded).toContain('400 normal');
    expect(fonts.some((path) => /^\/assets\/open-sans-400-normal-[\w-]+\.woff2$/.test(path))).toBe(true);
    const family = await page.getByRole('button', { name: 'Sign In' }).first().evaluate((el) => (globalThis as unknown as { getComputedStyle(e: unknown): { fontFamily: string } }).getComputedStyle(el).fontFamily);
    expect(family).toMatch(/^"?Open Sans"?/);
  });
});
