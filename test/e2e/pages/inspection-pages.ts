import type { Download, Locator, Page } from 'playwright-core';

/** /tractor-repair-tools: the shop's queue of faults by tractor. */
export class RepairQueuePage {
  constructor(private readonly page: Page) {}

  async open(): Promise<this> {
    await this.page.goto('/tractor-repair-tools');
    await this.page.getByRole('heading', { name: 'Repair queue', level: 1 }).waitFor();
    return this;
  }

  tractor(vehicleId: string): Locator {
    return this.page.getByRole('group', { name: `Tractor ${vehicleId}`, exact: true });
  }

  /** Repairs the fault with a new maintenance record of the provider, certifying it repaired. */
  async repair(vehicleId: string, label: string, comment: string, provider: string): Promise<void> {
    await this.tractor(vehicleId).getByRole('button', { name: `Repair ${label}` }).click();
    const dialog = this.page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: 'What was done' }).fill(comment);
    await dialog.getByRole('textbox', { name: 'Service provider' }).fill(provider);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' }).catch(async (error: Error) => {
      throw new Error(`${error.message}\nThe dialog says: ${await dialog.textContent()}`);
    });
  }
}

/** /manage-inspections: submissions between two dates and one submission. */
export class ManageInspectionsPage {
  constructor(private readonly page: Page) {}

  async open(): Promise<this> {
    await this.page.goto('/manage-inspections');
    await this.page.getByRole('heading', { name: 'Inspections', level: 1 }).waitFor();
    return this;
  }

  async openSubmissionOf(vehicleId: string, formName: string): Promise<void> {
    await this.page.getByRole('textbox', { name: 'Tractor' }).fill(vehicleId);
    const row = this.page.getByRole('table', { name: 'Submissions' }).getByRole('row').filter({ hasText: vehicleId }).first();
    await row.getByRole('radio').click();
    await this.page.getByRole('heading', { name: formName, level: 2 }).waitFor();
  }

  failedItem(fieldId: string): Locator {
    return this.page.locator(`.inspection-item-fail[data-field="${fieldId}"]`);
  }

  async downloadPdf(): Promise<Download> {
    const [download] = await Promise.all([this.page.waitForEvent('download'), this.page.getByRole('button', { name: 'Download PDF' }).click()]);
    return download;
  }
}
