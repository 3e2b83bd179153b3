import type { Page } from 'playwright-core';

/** /user-profile: the profile form and the field errors the server's 400 names. */
export class ProfilePage {
  constructor(private readonly page: Page) {}

  async open(): Promise<this> {
    await this.page.goto('/user-profile');
    await this.page.getByLabel('First name').waitFor();
    return this;
  }

  async value(label: string): Promise<string> {
    return this.page.getByLabel(label, { exact: true }).inputValue();
  }

  async fill(label: string, value: string): Promise<void> {
    await this.page.getByLabel(label, { exact: true }).fill(value);
  }

  async save(): Promise<void> {
    await this.page.getByRole('button', { name: 'Save Changes' }).click();
  }

  /** The text a field's input is described by: its constraint hint and, after a refused save, its error. */
  async fieldDescription(label: string): Promise<string> {
    const ids = (await this.page.getByLabel(label, { exact: true }).getAttribute('aria-describedby')) ?? '';
    const parts = await Promise.all(ids.split(/\s+/).filter(Boolean).map((id) => this.page.locator(`[id="${id}"]`).textContent()));
    return parts.map((p) => p?.trim() ?? '').join(' ');
  }

  /** Waits until a refused save has marked the field invalid. */
  async waitUntilInvalid(label: string): Promise<void> {
    await this.page.getByLabel(label, { exact: true }).and(this.page.locator('[aria-invalid="true"]')).waitFor();
  }
}
