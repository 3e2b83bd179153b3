import type { Page } from 'playwright-core';
import { cloud } from '../../support/cloud-context.ts';

/** The plain page a role gets on a page that is not for it, and what the page must never show instead. */
export class NotForYourRole {
  private readonly apiCalls: string[] = [];
  private readonly apiRefusals: string[] = [];

  constructor(private readonly page: Page) {
    // Every call to the API, and every call it refused, so a test can tell a refused page asked for nothing.
    const prefix = cloud().apiUrl.replace(/\/+$/, '');
    const apiPath = (url: string) => (url.startsWith(`${prefix}/`) ? new URL(url).pathname.slice(new URL(prefix).pathname.length) : undefined);
    page.on('request', (request) => {
      const path = apiPath(request.url());
      if (path) this.apiCalls.push(path);
    });
    page.on('response', (response) => {
      const path = apiPath(response.url());
      if (path && (response.status() === 401 || response.status() === 403)) this.apiRefusals.push(`${response.status()} ${path}`);
    });
  }

  /** Opens the path with a full load and waits for its level-2 verdict; answers that sentence. */
  async open(path: string): Promise<string> {
    this.apiCalls.length = 0;
    this.apiRefusals.length = 0;
    await this.page.goto(path);
    const verdict = this.page.getByRole('heading', { level: 2, name: / (is|are) for / });
    await verdict.waitFor();
    return (await verdict.textContent())?.trim() ?? '';
  }

  /** API paths called since the last open(). */
  calls(): string[] {
    return [...this.apiCalls];
  }

  /** API calls answered 401 or 403 since the last open(). */
  refusals(): string[] {
    return [...this.apiRefusals];
  }

  async visibleText(): Promise<string> {
    return this.page.locator('body').innerText();
  }

  async goHome(): Promise<void> {
    const name = 'Go to your home page';
    await this.page.getByRole('link', { name }).or(this.page.getByRole('button', { name })).click();
  }

  /** Whether the page is wider than the window (a phone would have to scroll sideways). */
  async overflowsWidth(): Promise<boolean> {
    return this.page.evaluate<boolean>('document.documentElement.scrollWidth > window.innerWidth + 1');
  }
}
