import type { Locator, Page } from 'playwright-core';

/** The admin layout: the icon rail (or, under 960 px, the bottom drawer) and its account item. */
export class AdminShell {
  constructor(private readonly page: Page) {}

  private menu(): Locator {
    return this.page.getByRole('navigation', { name: 'Main menu' });
  }

  async waitUntilShown(): Promise<this> {
    await this.menu().waitFor();
    return this;
  }

  /** The role's menu entries in their order (the links; Chat and the account item are buttons). */
  async menuLabels(): Promise<string[]> {
    const links = this.menu().locator('a[data-menu-id]');
    return (await links.allTextContents()).map((t) => t.trim());
  }

  async entryPath(label: string): Promise<string | null> {
    return this.menu().getByRole('link', { name: label, exact: true }).getAttribute('href');
  }

  async hasChatEntry(): Promise<boolean> {
    return this.menu().getByRole('button', { name: /^Chat/ }).isVisible();
  }

  async signOut(): Promise<void> {
    await this.menu().getByRole('button', { name: 'Sign Out' }).click();
  }
}
