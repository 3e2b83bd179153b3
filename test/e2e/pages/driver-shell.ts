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

  async bottomBarLabels(): Promise<string[]> {
    return (await this.bar().locator(':scope > [data-menu-id]').allTextContents()).map((t) => t.trim());
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
