import type { Page } from 'playwright-core';

/** /form-tools and /admin-forms: the company's forms and the builder. */
export class FormToolsPage {
  constructor(private readonly page: Page) {}

  async open(): Promise<this> {
    await this.page.goto('/form-tools');
    await this.page.getByRole('heading', { name: 'Company Forms', level: 1 }).waitFor();
    return this;
  }

  async createForm(name: string): Promise<FormBuilder> {
    await this.page.getByRole('button', { name: 'New form' }).click();
    const dialog = this.page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await this.page.waitForURL(/\/admin-forms\?formId=/);
    await this.page.getByRole('heading', { name, level: 1 }).waitFor();
    return new FormBuilder(this.page);
  }

  row(name: string) {
    return this.page.getByRole('row').filter({ hasText: name });
  }
}

export class FormBuilder {
  constructor(private readonly page: Page) {}

  async addPassFail(label: string, category: string, opts: { photoOnFail?: boolean } = {}): Promise<void> {
    await this.page.getByRole('button', { name: 'Add question' }).click();
    const dialog = this.page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: 'Question' }).fill(label);
    await dialog.getByRole('textbox', { name: 'Category' }).fill(category);
    if (opts.photoOnFail) await dialog.getByRole('checkbox', { name: 'Photo required on Fail' }).check();
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
  }

  question(label: string) {
    return this.page.locator('[data-question]').filter({ hasText: label });
  }

  async publish(expectedVersion: number): Promise<void> {
    await this.page.getByRole('button', { name: 'Publish', exact: true }).click();
    const dialog = this.page.getByRole('dialog');
    await dialog.getByText(`as version ${expectedVersion}?`).waitFor();
    await dialog.getByRole('button', { name: 'Publish', exact: true }).click();
    await this.page.getByText(`Published as version ${expectedVersion}.`).waitFor();
  }
}
