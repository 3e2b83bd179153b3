import { useTranslation } from 'react-i18next';
import { isLanguage, DEFAULT_LANGUAGE, type Language } from '#shared/account/language';

/** The language the screen is shown in, for the starter DVIR's words (shared/forms/starter-dvir-words.ts). */
export function useReaderLanguage(): Language {
  const { i18n } = useTranslation();
  const shown = i18n.resolvedLanguage;
  return isLanguage(shown) ? shown : DEFAULT_LANGUAGE;
}
