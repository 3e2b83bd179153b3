import type { Page } from 'playwright-core';
import { currentPath } from './browser.ts';

/** /login: e-mail, password, Sign In, and the error shown when sign-in fails. */
export class LoginPage {
  constructor(private readonly page: Page) {}

  async open(): Promise<this> {
    await this.page.goto('/login');
    await this.page.getByLabel('Email').waitFor();
    return this;
  }

  async submit(email: string, password: string): Promise<void> {
    await this.page.getByLabel('Email').fill(email);
    await this.page.getByLabel('Password').fill(password);
    await this.page.locator('form').getByRole('button', { name: 'Sign In' }).click();
  }

  /** Signs in and waits until the app has left /login for the user's home page. */
  async signIn(email: string, password: string): Promise<void> {
    await this.open();
    await this.submit(email, password);
    await this.page.waitForURL((url) => url.pathname !== '/login');
  }

  async errorText(): Promise<string> {
    const error = this.page.getByTestId('login-error');
    await error.waitFor();
    return (await error.textContent())?.trim() ?? '';
  }

  path(): string {
    return currentPath(this.page);
  }
}
