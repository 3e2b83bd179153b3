import type { Locator, Page } from 'playwright-core';

/** The driver (mobile) layout: greeting top bar, bottom bar, More menu and the 1 s progress bar. */
export class DriverShell {
  constructor(private readonly page: Page) {}

  private bar(): Locator {
    return this.page.getByRole('navigation', { name: 'Driver menu' });
  }

  async waitUntilShown(): Promise<this> {
    await this.bar().waitFor();
    return this;
  }

  async greeting(): Promise<string> {
    return (await this.page.locator('.fd-driver-top__greeting').textContent())?.trim() ?? '';
  }

  async companyName(): Promise<string> {
    return (await this.page.locator('.fd-driver-top__company').textContent())?.trim() ?? '';
  }

  /** The entries' labels, without the Chat entry's unread badge (chat traffic of other tests moves it). */
  async bottomBarLabels(): Promise<string[]> {
    return this.bar()
      .locator(':scope > [data-menu-id]')
      .evaluateAll((items) =>
        items.map((item) => {
          const copy = item.cloneNode(true) as typeof item;
          copy.querySelectorAll('.fd-unread-badge').forEach((badge: { remove(): void }) => badge.remove());
          return (copy.textContent ?? '').trim();
        }),
      );
  }

  async moreMenuLabels(): Promise<string[]> {
    await this.bar().getByRole('button', { name: 'More' }).click();
    const menu = this.page.getByRole('menu', { name: 'More' });
    await menu.waitFor();
    return (await menu.getByRole('menuitem').allTextContents()).map((t) => t.trim());
  }

  async progressState(): Promise<string | null> {
    return this.page.getByRole('progressbar').getAttribute('data-state');
  }
}
