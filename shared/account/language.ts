/** The languages a driver may read his screens in; English is the product's own. */
export const LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * The language to show: the saved choice, else the first of the phone's languages we have ('es-MX' is
 * Spanish), else English.
 */
export function chooseLanguage(saved: unknown, phoneLanguages: readonly string[]): Language {
  if (isLanguage(saved)) return saved;
  for (const tag of phoneLanguages) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLanguage(base)) return base;
  }
  return DEFAULT_LANGUAGE;
}
