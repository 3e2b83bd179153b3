import type { Locator, Page } from 'playwright-core';

/** /manage-accounts: the directory table, the invite dialog and each row's actions. */
export class AccountsPage {
  constructor(private readonly page: Page) {}

  async open(): Promise<this> {
    await this.page.goto('/manage-accounts');
    await this.page.getByRole('heading', { level: 1, name: 'Accounts and roles' }).waitFor();
    return this;
  }

  /** Invites by e-mail; the role select starts on Driver, whose DriverID is asked for. */
  async inviteDriver(email: string, name: string, driverId: string): Promise<void> {
    await this.page.getByRole('button', { name: 'Invite a user' }).click();
    const dialog = this.page.getByRole('dialog');
    await dialog.getByLabel('E-mail').fill(email);
    await dialog.getByLabel('Name', { exact: true }).fill(name);
    await dialog.getByLabel('Driver id').fill(driverId);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await this.page.getByText(`Invitation sent to ${email}.`).waitFor();
  }

  row(email: string): Locator {
    return this.page.getByRole('row').filter({ hasText: email });
  }
}
