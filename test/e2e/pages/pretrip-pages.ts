import type { Locator, Page } from 'playwright-core';

/** /pretrip-safety-inspection on the phone: setup, the §396.13 review, the questions and the result. */
export class PretripInspection {
  constructor(private readonly page: Page) {}

  question(fieldId: string): Locator {
    return this.page.locator(`[data-field="${fieldId}"]`);
  }

  passButton(fieldId: string): Locator {
    return this.question(fieldId).getByRole('button', { name: 'Pass', exact: true });
  }

  failButton(fieldId: string): Locator {
    return this.question(fieldId).getByRole('button', { name: 'Fail', exact: true });
  }

  /** Starts the inspection on the tractor given, else the one offered, else the first (the driver drove none lately). */
  async start(vehicleId?: string): Promise<void> {
    const start = this.page.getByRole('button', { name: 'Start', exact: true });
    await start.waitFor();
    if (vehicleId) {
      await this.page.getByRole('button', { name: /Tractor/ }).click();
      await this.page.getByRole('option', { name: new RegExp(`^${vehicleId}\\b`) }).click();
      await start.click();
      return;
    }
    const chosen = await this.page.getByRole('button', { name: /Tractor/ }).textContent().catch(() => '');
    if (!chosen || /Choose the tractor/.test(chosen)) {
      await this.page.getByRole('button', { name: /Tractor/ }).click();
      await this.page.getByRole('option').first().click();
    }
    await start.click();
  }

  /** Draws a stroke on a signature pad and saves it. */
  async sign(scope: Locator): Promise<void> {
    const pad = scope.getByRole('img', { name: 'Signature pad' });
    await pad.scrollIntoViewIfNeeded();
    const box = await pad.boundingBox();
    if (!box) throw new Error('No signature pad on screen');
    await this.page.mouse.move(box.x + 20, box.y + box.height / 2);
    await this.page.mouse.down();
    await this.page.mouse.move(box.x + box.width / 2, box.y + 30, { steps: 5 });
    await this.page.mouse.move(box.x + box.width - 20, box.y + box.height - 30, { steps: 5 });
    await this.page.mouse.up();
    await scope.getByRole('button', { name: 'Save signature' }).click();
    await scope.getByText('Signed', { exact: true }).waitFor();
  }

  /** Signs the review of the tractor's last DVIR when it asks for one; answers whether it did. */
  async reviewIfAsked(): Promise<boolean> {
    const review = this.page.getByText('Review the last inspection of this tractor');
    const questions = this.question('service-brakes');
    await Promise.race([review.waitFor(), questions.waitFor()]);
    if (!(await review.isVisible())) return false;
    const container = this.page.locator('div').filter({ has: this.page.getByRole('button', { name: 'Signed — start my inspection' }) }).last();
    await this.sign(container);
    await this.page.getByRole('button', { name: 'Signed — start my inspection' }).click();
    await questions.waitFor();
    return true;
  }
}
