import type { Page } from 'playwright-core';

/** /reporting-tools: the grouped report menu and the active report's panel. */
export class ReportsPage {
  constructor(private readonly page: Page) {}

  async open(query = ''): Promise<this> {
    await this.page.goto(`/reporting-tools${query}`);
    await this.menu().waitFor();
    return this;
  }

  private menu() {
    return this.page.getByRole('navigation', { name: 'Reports' });
  }

  async reportLabels(): Promise<string[]> {
    const links = this.menu().getByRole('link');
    return (await links.allTextContents()).map((t) => t.trim());
  }

  async select(label: string): Promise<void> {
    await this.menu().getByRole('link', { name: label, exact: true }).click();
  }

  reportName(): string | null {
    return new URL(this.page.url()).searchParams.get('reportName');
  }

  /** Waits until the active report's panel shows a section headed `name`. */
  async panelShows(name: string): Promise<void> {
    await this.page.getByRole('heading', { name, level: 2, exact: true }).first().waitFor();
  }
}
