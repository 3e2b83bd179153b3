import type { Page } from 'playwright-core';

/** /imports: a new import with its dry run, the history, and rollback. */
export class ImportsPage {
  constructor(private readonly page: Page) {}

  async waitUntilShown(): Promise<this> {
    await this.page.getByRole('heading', { name: 'Imports', level: 1 }).waitFor();
    return this;
  }

  /** Chooses a CSV (as bytes) and asks for the dry run; waits until the server has checked it. */
  async check(fileName: string, csv: string): Promise<void> {
    await this.page.locator('input[type="file"]').setInputFiles({ name: fileName, mimeType: 'text/csv', buffer: Buffer.from(csv, 'utf8') });
    await this.page.getByRole('button', { name: 'Check file' }).click();
    await this.detail(fileName).waitFor();
    await this.page.getByText('Checking the file…').waitFor({ state: 'detached', timeout: 60_000 });
  }

  /** The panel of one import, headed by its file name. */
  detail(fileName: string) {
    return this.page.getByRole('heading', { name: fileName, level: 2 });
  }

  count(label: string) {
    return this.page.locator('div').filter({ has: this.page.getByText(label, { exact: true }) }).last();
  }

  errors() {
    return this.page.getByRole('table', { name: 'Errors' });
  }

  changes() {
    return this.page.getByRole('table', { name: 'Changes' });
  }

  confirmButton() {
    return this.page.getByRole('button', { name: /^Import \d[\d,]* rows?$/ });
  }

  async confirmAndWait(): Promise<void> {
    await this.confirmButton().click();
    await this.page.getByText('Imported', { exact: true }).waitFor({ timeout: 60_000 });
  }

  /** Downloads the chosen type's template; answers its text. */
  async template(): Promise<string> {
    const download = this.page.waitForEvent('download');
    await this.page.getByRole('button', { name: 'Download template' }).click();
    const file = await (await download).path();
    const { readFile } = await import('node:fs/promises');
    return readFile(file, 'utf8');
  }

  /** Chooses one option of a history filter (Type or Status). */
  async filter(label: 'Type' | 'Status', option: string): Promise<void> {
    await this.page.getByRole('button', { name: new RegExp(`^${label} `) }).click();
    await this.page.getByRole('option', { name: option, exact: true }).click();
  }

  history() {
    return this.page.getByRole('table', { name: 'Import history' });
  }

  /** Rolls an import back from the history, reading the dialog's warnings first; answers them. */
  async rollBack(fileName: string): Promise<string> {
    await this.page.getByRole('button', { name: `Roll back ${fileName}` }).click();
    const dialog = this.page.getByRole('dialog', { name: `Roll back ${fileName}?` });
    await dialog.getByRole('button', { name: 'Roll back', exact: true }).waitFor();
    const said = (await dialog.textContent()) ?? '';
    await dialog.getByRole('button', { name: 'Roll back', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await this.page.getByText(/^Rolled back .* by /).waitFor({ timeout: 60_000 });
    return said;
  }
}
