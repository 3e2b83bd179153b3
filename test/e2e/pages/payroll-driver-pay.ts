import type { Page } from 'playwright-core';

/** More › Pay in the driver layout: the driver's own pay documents. */
export class DriverPayPage {
  constructor(private readonly page: Page) {}

  async openFromMoreMenu(): Promise<this> {
    await this.page.getByRole('navigation', { name: 'Driver menu' }).getByRole('button', { name: 'More' }).click();
    await this.page.getByRole('menu', { name: 'More' }).getByRole('menuitem', { name: 'Pay' }).click();
    await this.page.getByRole('heading', { name: 'My pay', level: 1 }).waitFor();
    return this;
  }

  /** The pay dates listed, newest first ("Paid MM/DD/YYYY"). */
  async entries(): Promise<string[]> {
    const open = this.page.getByRole('button', { name: /^Open Paid / });
    await open.first().waitFor();
    return (await open.allTextContents()).map((t) => t.trim());
  }

  async openEntry(label: string): Promise<void> {
    await this.page.getByRole('button', { name: `Open ${label}` }).click();
    await this.page.getByTestId('paydoc-total').waitFor();
  }

  async total(): Promise<string> {
    return (await this.page.getByTestId('paydoc-total').textContent())?.trim() ?? '';
  }

  /** True when nothing on the page is wider than the phone's screen. */
  async fitsWidth(): Promise<boolean> {
    return this.page.evaluate<boolean>('document.documentElement.scrollWidth <= window.innerWidth + 1');
  }
}
