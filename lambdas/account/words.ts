import type { Language } from '#shared/account/language';

/** A server catalogue: one text per key, `{{name}}` for what is filled in. */
export type Words<K extends string> = { readonly [key in K]: string };

/** Every language's catalogue of one message: a language without one fails the typecheck. */
export type WordsByLanguage<K extends string> = { readonly [language in Language]: Words<K> };

/** The text of `key` in `language`, each `{{name}}` replaced by its value (a name without one stays as written). */
export function say<K extends string>(catalogues: WordsByLanguage<K>, language: Language, key: K, values: Readonly<Record<string, string>> = {}): string {
  return catalogues[language][key].replace(/\{\{(\w+)\}\}/g, (whole, name: string) => values[name] ?? whole);
}
