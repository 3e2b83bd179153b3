import type { Locator, Page } from 'playwright-core';

/** /getting-started: the onboarding steps, each with its state and the link to the page where it is done. */
export class GettingStartedPage {
  constructor(private readonly page: Page) {}

  async waitUntilShown(): Promise<this> {
    await this.page.getByRole('heading', { level: 1, name: 'Getting started' }).waitFor();
    await this.page.locator('[data-testid^="step-"]').first().waitFor();
    return this;
  }

  /** The steps' ids in the order the page lists them. */
  async stepOrder(): Promise<string[]> {
    const ids = await this.page.locator('[data-testid^="step-"]').evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-testid') ?? ''));
    return ids.map((id) => id.replace(/^step-/, ''));
  }

  step(id: string): Locator {
    return this.page.getByTestId(`step-${id}`);
  }

  /** Follows a step's link. */
  async follow(id: string): Promise<void> {
    await this.step(id).getByRole('link').click();
  }
}
