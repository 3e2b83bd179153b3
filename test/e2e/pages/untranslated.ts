import type { Page } from 'playwright-core';
import { en } from '#web/i18n/locales/en.ts';
import { es } from '#web/i18n/locales/es.ts';

function leaves(catalogue: object, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(catalogue)) {
    if (typeof value === 'string') out.set(prefix + key, value);
    else for (const [k, v] of leaves(value as object, `${prefix}${key}.`)) out.set(k, v);
  }
  return out;
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Each English text of the catalogue that Spanish says differently, as a pattern: `{{name}}` stands for any
 * text, and a word must start and end where the English one does ("Active" is not found in "Activo").
 */
const ENGLISH_ONLY: { key: string; pattern: RegExp }[] = (() => {
  const spanish = leaves(es);
  return [...leaves(en)]
    .filter(([key, text]) => spanish.get(key) !== text)
    .map(([key, text]) => ({ key, pattern: new RegExp(`(?<![\\p{L}])${text.split(/\{\{\w+\}\}/).map(escape).join('.+?')}(?![\\p{L}])`, 'u') }));
})();

/**
 * What the page shows in words, Cloudscape's own texts included, less what is marked translate="no":
 * texts the office typed (a document's label), shown as typed in any language.
 */
const VISIBLE_TEXT = `(() => {
  const kept = [...document.querySelectorAll('[translate="no"]')];
  kept.forEach((element) => element.setAttribute('hidden', ''));
  const text = document.body.innerText;
  kept.forEach((element) => element.removeAttribute('hidden'));
  return text;
})()`;

/** The catalogue keys whose English text the page shows. */
export async function englishOnPage(page: Page): Promise<string[]> {
  const visible = String(await page.evaluate(VISIBLE_TEXT));
  return ENGLISH_ONLY.filter(({ pattern }) => pattern.test(visible)).map(({ key }) => key);
}

/** The page's width as laid out: more than the phone's means something is cut or scrolls sideways. */
export async function layoutWidth(page: Page): Promise<number> {
  return Number(await page.evaluate('document.scrollingElement.scrollWidth'));
}
