import type { Locator, Page } from 'playwright-core';

/** /company-setup: the profile form, the connected systems and the telematics feed keys. */
export class CompanySetupPage {
  constructor(private readonly page: Page) {}

  async open(): Promise<this> {
    await this.page.goto('/company-setup');
    await this.page.getByRole('heading', { name: 'Company profile' }).waitFor();
    return this;
  }

  heading(): Locator {
    return this.page.getByRole('heading', { level: 1 });
  }

  field(label: string): Locator {
    return this.page.getByLabel(label, { exact: true });
  }

  async chooseTimeZone(zone: string): Promise<void> {
    await this.page.getByRole('button', { name: /^Time zone/ }).click();
    await this.page.getByRole('combobox').last().fill(zone);
    await this.page.getByRole('option', { name: zone, exact: true }).click();
  }

  async timeZone(): Promise<string> {
    return ((await this.page.getByRole('button', { name: /^Time zone/ }).textContent()) ?? '').trim();
  }

  async save(): Promise<void> {
    await this.page.getByRole('button', { name: 'Save profile' }).click();
    await this.page.getByText('Profile saved.').waitFor();
  }

  feedKeys(): Locator {
    return this.page.getByRole('table', { name: 'Telematics feed keys' });
  }

  /** Creates a feed key and returns the key shown once. */
  async createFeedKey(label: string): Promise<string> {
    await this.page.getByRole('button', { name: 'Create key' }).click();
    await this.page.getByRole('dialog').getByLabel('Name').fill(label);
    await this.page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
    const key = await this.shownKey();
    return key;
  }

  async rotateFeedKey(label: string): Promise<string> {
    await this.page.getByRole('button', { name: `Rotate ${label}` }).click();
    await this.page.getByRole('dialog').getByRole('button', { name: 'Rotate' }).click();
    return this.shownKey();
  }

  private async shownKey(): Promise<string> {
    const shown = this.page.getByTestId('created-feed-key');
    await shown.waitFor();
    const key = ((await shown.textContent()) ?? '').trim();
    await this.page.getByRole('dialog').getByRole('button', { name: 'Done' }).click();
    await shown.waitFor({ state: 'detached' });
    return key;
  }
}
