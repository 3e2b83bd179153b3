import type { Locator, Page } from 'playwright-core';

/** A tappable pay card: its link's size and what it reads. */
export interface PayCard {
  name: string;
  paid: string;
  width: number;
  height: number;
}

async function cardOf(link: Locator): Promise<PayCard> {
  const box = (await link.boundingBox())!;
  return { name: (await link.getAttribute('aria-label')) ?? '', paid: (await link.getByTestId('pay-entry-paid').textContent())?.trim() ?? '', width: box.width, height: box.height };
}

/** The driver's own pay documents, reached from the Pay card of his Drive page. */
export class DriverPayPage {
  constructor(private readonly page: Page) {}

  /** The Drive page's latest pay: one card link. */
  latestCard(): Locator {
    return this.page.getByRole('link', { name: /^Open your latest pay document/ });
  }

  async latest(): Promise<PayCard> {
    await this.latestCard().waitFor();
    return cardOf(this.latestCard());
  }

  /** From the Drive page, where a driver lands after signing in. */
  async openFromDrivePage(): Promise<this> {
    await this.page.getByRole('button', { name: 'All pay statements' }).click();
    await this.page.getByRole('heading', { name: 'My pay', level: 1 }).waitFor();
    return this;
  }

  private cards(): Locator {
    return this.page.getByRole('list', { name: 'My pay' }).getByRole('link');
  }

  /** The pay cards listed, newest first. */
  async entries(): Promise<PayCard[]> {
    await this.cards().first().waitFor();
    const links = await this.cards().all();
    return Promise.all(links.map(cardOf));
  }

  /** Reaches the card of the n-th entry with the keyboard only (Tab from the page's top) and opens it with Enter. */
  async openWithKeyboard(index: number): Promise<void> {
    const target = this.cards().nth(index);
    const name = await target.getAttribute('aria-label');
    for (let i = 0; i < 60; i++) {
      await this.page.keyboard.press('Tab');
      const focused = await this.page.evaluate<string | null>('document.activeElement && document.activeElement.getAttribute("aria-label")');
      if (focused === name) break;
    }
    await this.page.keyboard.press('Enter');
    await this.page.getByTestId('paydoc-paid').waitFor();
  }

  async paid(): Promise<string> {
    return (await this.page.getByTestId('paydoc-paid').textContent())?.trim() ?? '';
  }

  /** Each line of a section ('earnings' or 'deductions') as [text, amount]. */
  async lines(section: 'earnings' | 'deductions'): Promise<Array<[string, string]>> {
    const rows = await this.page.getByTestId(`paydoc-${section}`).locator(':scope > li').all();
    return Promise.all(rows.map(async (row) => {
      const [text, amount] = await row.locator(':scope > span').allTextContents();
      return [text!.trim(), amount!.trim()] as [string, string];
    }));
  }

  async total(section: 'earnings' | 'deductions'): Promise<string> {
    return (await this.page.getByTestId(`paydoc-${section}-total`).textContent())?.trim() ?? '';
  }

  async pageText(): Promise<string> {
    return (await this.page.locator('main, body').first().textContent()) ?? '';
  }

  /** True when nothing on the page is wider than the phone's screen. */
  async fitsWidth(): Promise<boolean> {
    return this.page.evaluate<boolean>('document.documentElement.scrollWidth <= window.innerWidth + 1');
  }
}
