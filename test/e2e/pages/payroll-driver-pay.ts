import type { Page } from 'playwright-core';

/** The driver's own pay documents, reached from the Pay card of his Drive page. */
export class DriverPayPage {
  constructor(private readonly page: Page) {}

  /** From the Drive page, where a driver lands after signing in. */
  async openFromDrivePage(): Promise<this> {
    await this.page.getByRole('button', { name: 'All pay statements' }).click();
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
