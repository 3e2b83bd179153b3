import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Page } from 'playwright-core';
import { cloud } from '../../support/cloud-context.ts';
import { LoginPage } from './login-page.ts';

/** Amplify's keys for a signed-in user's tokens in local storage; nothing else of the app is carried. */
const TOKEN_KEY_PREFIX = 'CognitoIdentityServiceProvider.';

type KeptTokens = Array<[string, string]>;

/** The run's kept sessions, beside the run's cloud data: a later file reuses a user's sign-in, another run never does. */
const keptDir = () => join(dirname(cloud().snapshot), 'e2e-sessions');
const keptFile = (email: string) => join(keptDir(), `${encodeURIComponent(email)}.json`);
const inThisFile = new Map<string, KeptTokens>();

async function keptTokens(email: string): Promise<KeptTokens | undefined> {
  const known = inThisFile.get(email);
  if (known) return known;
  const text = await readFile(keptFile(email), 'utf8').catch(() => undefined);
  return text ? (JSON.parse(text) as KeptTokens) : undefined;
}

async function keepTokens(page: Page, email: string): Promise<void> {
  const state = await page.context().storageState();
  const origin = state.origins.find((o) => o.origin === new URL(page.url()).origin);
  const tokens: KeptTokens = (origin?.localStorage ?? []).filter((e) => e.name.startsWith(TOKEN_KEY_PREFIX)).map((e) => [e.name, e.value]);
  if (tokens.length === 0) return;
  inThisFile.set(email, tokens);
  await mkdir(keptDir(), { recursive: true });
  await writeFile(keptFile(email), JSON.stringify(tokens));
}

/**
 * Signs `user` in on a fresh page and waits until the app has left /login for his home page, as
 * `LoginPage.signIn` does. The first time in a run it goes through the sign-in form; after that it opens
 * the app with the tokens that sign-in left (a returning user's saved session), which skips a page load
 * and the SRP exchange. A session the app no longer accepts (expired, signed out) is signed in again
 * through the form. The form itself is tested where it is the subject (shell-navigation, signup,
 * manage-accounts, company-onboarding).
 */
export async function signInAs(page: Page, user: { email: string; password: string }): Promise<void> {
  const tokens = await keptTokens(user.email);
  if (tokens) {
    // Any page of the origin gives the storage; this one runs none of the app's code.
    await page.goto('/config.json');
    await page.evaluate((entries) => {
      localStorage.clear();
      for (const [key, value] of entries) localStorage.setItem(key, value);
    }, tokens);
    await page.goto('/login');
    // The app shows a loading page while it reads the session, then either leaves /login or shows the form.
    const outcome = await Promise.race([
      page.waitForURL((url) => url.pathname !== '/login').then(() => 'home' as const),
      page.getByLabel('Email').waitFor().then(() => 'form' as const),
    ].map((waiting) => waiting.catch(() => 'form' as const)));
    if (outcome === 'home') return;
    await page.evaluate(() => localStorage.clear());
    await new LoginPage(page).signIn(user.email, user.password);
  } else {
    await new LoginPage(page).signIn(user.email, user.password);
  }
  await keepTokens(page, user.email);
}
