import i18n from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import { chooseLanguage, DEFAULT_LANGUAGE, LANGUAGES, type Language } from '#shared/account/language';
import './catalogue.ts';
import { en } from './locales/en.ts';
import { es } from './locales/es.ts';

/**
 * The one i18next instance. Before anyone signs in (and on the signed-link pages) the language is the
 * phone's, or `?lang=es`; a signed-in driver's saved choice replaces it (use-user-language.ts).
 */
void i18n
  .use(LanguageDetector)
  .use(initReactI18next)
  .init({
    resources: { en: { translation: en }, es: { translation: es } },
    supportedLngs: [...LANGUAGES],
    fallbackLng: DEFAULT_LANGUAGE,
    detection: {
      order: ['querystring', 'navigator'],
      lookupQuerystring: 'lang',
      caches: [],
      convertDetectedLanguage: (tag: string) => chooseLanguage(undefined, [tag]),
    },
    // React escapes what it renders.
    interpolation: { escapeValue: false },
    initAsync: false,
  });

/** The language the phone (or the address) asked for, before any saved choice. */
export const phoneLanguage: Language = chooseLanguage(undefined, [i18n.resolvedLanguage ?? DEFAULT_LANGUAGE]);

export function currentLanguage(): Language {
  return chooseLanguage(undefined, [i18n.resolvedLanguage ?? DEFAULT_LANGUAGE]);
}

export { i18n };
