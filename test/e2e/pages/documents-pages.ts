import type { Locator, Page } from 'playwright-core';

/** The driver's phone page /tractor-documents: his tractor's, the company's and his own documents. */
export class MyDocumentsPage {
  constructor(private readonly page: Page) {}

  tractorSection(): Locator {
    return this.page.getByRole('heading', { level: 2, name: /^Tractor \d{6}$/ });
  }

  async tractorId(): Promise<string> {
    await this.tractorSection().waitFor();
    return ((await this.tractorSection().textContent()) ?? '').replace('Tractor', '').trim();
  }

  async open(label: string): Promise<void> {
    await this.page.getByRole('button', { name: `Open ${label}` }).first().click();
  }
}

/** /pdf-viewer: the document in a frame (or an image), a back link and a download link. */
export class PdfViewer {
  constructor(private readonly page: Page) {}

  frame(): Locator {
    return this.page.locator('iframe.fd-doc-viewer');
  }

  async frameSource(): Promise<string> {
    await this.frame().waitFor();
    return (await this.frame().getAttribute('src')) ?? '';
  }

  download(): Locator {
    return this.page.getByRole('link', { name: /^Download / });
  }

  async back(): Promise<void> {
    await this.page.getByRole('button', { name: 'Back' }).click();
  }
}

/** The Document Manager report inside /reporting-tools. */
export class DocumentManager {
  constructor(private readonly page: Page) {}

  async open(): Promise<this> {
    await this.page.goto('/reporting-tools?reportName=tractor-documents');
    await this.table().waitFor();
    await this.table().locator('tbody tr').first().waitFor();
    return this;
  }

  table(): Locator {
    return this.page.getByRole('table', { name: 'Documents' });
  }

  /** The status column of the rows on the first page, in their order. */
  async statuses(): Promise<string[]> {
    return (await this.table().locator('tbody tr td:first-child').allTextContents()).map((t) => t.trim());
  }

  async count(status: string): Promise<number> {
    return Number(await this.page.locator(`[data-testid="document-counts"] [data-status="${status}"]`).textContent());
  }
}
