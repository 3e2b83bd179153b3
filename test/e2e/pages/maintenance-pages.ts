import type { Page } from 'playwright-core';

/** /maintenance: the records, the search and a tractor's maintenance. */
export class MaintenancePage {
  constructor(private readonly page: Page) {}

  async open(): Promise<this> {
    await this.page.goto('/maintenance');
    await this.page.getByRole('heading', { name: 'Maintenance', level: 1 }).waitFor();
    return this;
  }

  async search(term: string): Promise<void> {
    await this.page.getByRole('tab', { name: 'Search' }).click();
    const box = this.page.getByRole('searchbox', { name: 'Tractor, VIN, service no., provider or file name' });
    await box.fill(term);
    await this.page.getByRole('button', { name: 'Search', exact: true }).click();
  }

  results() {
    return this.page.getByRole('table', { name: 'Search' });
  }

  async openTractor(vehicleId: string): Promise<void> {
    await this.results().getByRole('button', { name: vehicleId }).first().click();
    await this.page.getByRole('heading', { name: 'Service reminders' }).waitFor();
  }

  reminderRow(program: string) {
    return this.page.getByRole('row').filter({ hasText: program });
  }

  /** Narrows the open list (In progress, Completed or Voided) to the rows matching the text. */
  async filterList(tab: 'In progress' | 'Completed' | 'Voided', text: string) {
    await this.page.getByRole('tab', { name: tab }).click();
    // The filter sits above the table element, in the open tab (the other tabs' are hidden).
    await this.page.getByRole('searchbox', { name: 'Tractor, VIN, service no., provider or file name' }).fill(text);
    return this.page.getByRole('table', { name: tab });
  }

  /** Opens the list's record of this service no. and voids it, first trying without a reason; answers the voided view. */
  async voidRecord(serviceNo: string, vehicleId: string, reason: string) {
    const table = await this.filterList('In progress', serviceNo);
    await table.getByRole('row').filter({ hasText: serviceNo }).getByRole('button', { name: vehicleId }).click();
    await this.page.getByRole('dialog').getByRole('button', { name: 'Void record' }).click();
    const confirm = this.page.getByRole('dialog', { name: 'Void this record?' });
    await confirm.getByRole('button', { name: 'Void record' }).click();
    await confirm.getByText('Reason is required.').waitFor();
    await confirm.getByRole('textbox', { name: 'Reason' }).fill(reason);
    await confirm.getByRole('button', { name: 'Void record' }).click();
    const voided = this.page.getByRole('dialog', { name: 'Voided record' });
    await voided.waitFor();
    return voided;
  }

  async recordPmService(vehicleId: string, odometer: number): Promise<void> {
    await this.page.getByRole('button', { name: `New record for tractor ${vehicleId}` }).click();
    const dialog = this.page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Service status' }).click();
    await this.page.getByRole('option', { name: 'Completed' }).click();
    await dialog.getByRole('textbox', { name: 'Service type' }).fill('PM A');
    await dialog.getByRole('textbox', { name: 'Odometer' }).fill(String(odometer));
    await dialog.getByRole('textbox', { name: 'Service provider' }).fill('Speedco #412');
    await dialog.getByRole('checkbox', { name: 'Preventive maintenance (PM)' }).check();
    await dialog.getByRole('button', { name: 'Add cost line' }).click();
    await dialog.getByRole('textbox', { name: 'Description' }).fill('Oil and filters');
    await dialog.getByRole('textbox', { name: 'Amount ($)' }).fill('314.75');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' }).catch(async (error: Error) => {
      throw new Error(`${error.message}\nThe dialog says: ${await dialog.textContent()}`);
    });
  }
}

/** /maintenance-mobile: the Service Manager on the phone. */
export class ServiceManagerPage {
  constructor(private readonly page: Page) {}

  async open(): Promise<this> {
    await this.page.goto('/maintenance-mobile');
    await this.page.getByRole('heading', { name: 'Service Manager', level: 1 }).waitFor();
    await this.page.getByRole('button', { name: 'Request service' }).first().waitFor();
    return this;
  }

  tractorIds(): Promise<string[]> {
    return this.page.getByRole('heading', { level: 3 }).allTextContents();
  }

  async requestService(vehicleId: string, what: string): Promise<void> {
    const card = this.page.getByRole('group', { name: `Tractor ${vehicleId}` });
    await card.getByRole('button', { name: 'Request service' }).click();
    await card.getByRole('textbox', { name: 'What needs attention?' }).fill(what);
    await card.getByRole('button', { name: 'Send request' }).click();
    await this.page.getByText(`Tractor ${vehicleId} is now in the shop.`).waitFor();
  }
}
