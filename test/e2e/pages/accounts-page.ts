import type { Locator, Page } from 'playwright-core';

/** /manage-accounts: the directory table, the invite dialog and each row's actions. */
export class AccountsPage {
  constructor(private readonly page: Page) {}

  async open(): Promise<this> {
    await this.page.goto('/manage-accounts');
    await this.page.getByRole('heading', { level: 1, name: 'Accounts and roles' }).waitFor();
    return this;
  }

  /**
   * Invites a driver by e-mail; the role select starts on Driver. The DriverID is picked among the
   * drivers without an account, which fills in his name from the driver file.
   */
  async inviteDriver(email: string, driverId: string): Promise<void> {
    await this.page.getByRole('button', { name: 'Invite a user' }).click();
    const dialog = this.page.getByRole('dialog');
    await dialog.getByLabel('E-mail').fill(email);
    await dialog.getByLabel('Driver id').fill(driverId.slice(0, 4));
    await this.page.getByRole('option', { name: new RegExp(driverId) }).click();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await this.page.getByText(`Invitation sent to ${email}.`).waitFor();
  }

  row(email: string): Locator {
    return this.page.getByRole('row').filter({ hasText: email });
  }
}
