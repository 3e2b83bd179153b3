import createWrapper from '@cloudscape-design/components/test-utils/selectors';
import type { Download, Page } from 'playwright-core';
import { usDateOf } from '#shared/validation/typed-date';

const ui = createWrapper();

/** /payroll-tools/{id}: create a pay run, import its statement, calculate it, open a driver's pay document. */
export class PayrollToolsPage {
  constructor(private readonly page: Page) {}

  async open(id?: string): Promise<this> {
    await this.page.goto(id ? `/payroll-tools/${id}` : '/payroll-tools');
    await this.page.getByRole('heading', { name: 'Payroll Tools', level: 1 }).waitFor();
    return this;
  }

  /** Creates a draft run for the week ending (YYYY-MM-DD) and waits until the tools show it. */
  async createRun(weekEnding: string): Promise<void> {
    // Typed as the tables show dates, MM/DD/YYYY.
    await this.page.getByRole('textbox', { name: 'Week ending', exact: true }).fill(usDateOf(weekEnding));
    await this.page.getByRole('button', { name: 'Create pay run' }).click();
    await this.page.waitForURL((url) => url.pathname === `/payroll-tools/${weekEnding}`);
    await this.page.getByRole('heading', { name: 'Statement import' }).waitFor();
  }

  /** Uploads a statement and waits for the import workflow's verdict; answers the summary shown. */
  async importStatement(file: string): Promise<string> {
    await this.page.locator(ui.findFileUpload().findNativeInput().toSelector()).setInputFiles(file);
    await this.page.getByRole('button', { name: 'Upload and import' }).click();
    const verdict = this.page.getByText(/^(Imported \d+ trips|The file was rejected)/);
    await verdict.waitFor({ timeout: 60_000 });
    return (await verdict.textContent())?.trim() ?? '';
  }

  /** Starts the calculation and waits until the run reads processed; answers the progress text. */
  async calculate(): Promise<string> {
    await this.page.getByRole('button', { name: 'Calculate pay' }).click();
    await this.page.getByText(/^Calculated \d/).waitFor({ timeout: 60_000 });
    return (await this.page.getByText(/^\d+ of \d+ drivers$/).first().textContent())?.trim() ?? '';
  }

  /** Opens the driver view and the pay document of one driver (by display name). */
  async openPayDocument(driverName: string): Promise<void> {
    await this.page.getByRole('tab', { name: 'Driver view' }).click();
    const drivers = this.page.getByRole('table', { name: 'Drivers' });
    await drivers.getByRole('textbox').first().waitFor().catch(() => undefined);
    await this.page.getByPlaceholder('Find drivers').fill(driverName);
    await drivers.getByRole('row', { name: new RegExp(driverName) }).getByRole('radio').click();
    await this.page.getByRole('heading', { name: `Pay document: ${driverName}` }).waitFor();
  }

  async payDocumentTotal(): Promise<string> {
    return (await this.page.getByTestId('paydoc-total').textContent())?.trim() ?? '';
  }

  /** The explanation texts of the trip payout lines shown. */
  async tripExplanations(): Promise<string[]> {
    const table = this.page.getByRole('table', { name: 'Trip payouts' });
    await table.waitFor();
    const rows = table.locator('tbody tr');
    const texts = await rows.evaluateAll((trs) => trs.map((tr) => tr.querySelectorAll('td')[7]?.textContent?.trim() ?? ''));
    return texts;
  }

  /** Clicks Download PDF and answers the browser's download. */
  async downloadPdf(): Promise<Download> {
    const [download] = await Promise.all([this.page.waitForEvent('download'), this.page.getByRole('button', { name: /^Download PDF/ }).first().click()]);
    return download;
  }
}
