import { I18nProvider, type I18nProviderProps } from '@cloudscape-design/components/i18n';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { chooseLanguage } from '#shared/account/language';
import { useSession } from '#web/auth/session-context.ts';
import './index.ts';
import { useUserLanguage } from './use-user-language.ts';

/** Cloudscape's own texts (calendar, pagination, dismiss…) in Spanish; English is the components' default. */
const loadCloudscapeSpanish = () => import('@cloudscape-design/components/i18n/messages/all.es').then((m) => m.default as I18nProviderProps.Messages);

/**
 * Picks the language for the signed-in user (or the phone's for a visitor) and gives Cloudscape's built-in
 * texts the same one; the page's `lang` follows, so screen readers and hyphenation do too.
 */
export function LanguageRoot({ children }: { children: ReactNode }) {
  const { session } = useSession();
  useUserLanguage(session.status === 'signedIn' ? session.me.user : undefined);
  const { i18n } = useTranslation();
  const language = chooseLanguage(undefined, [i18n.resolvedLanguage ?? 'en']);
  const [spanish, setSpanish] = useState<I18nProviderProps.Messages | null>(null);

  useEffect(() => {
    document.documentElement.lang = language;
    if (language === 'es' && !spanish) void loadCloudscapeSpanish().then(setSpanish);
  }, [language, spanish]);

  return (
    <I18nProvider locale={language} messages={language === 'es' && spanish ? [spanish] : []}>
      {children}
    </I18nProvider>
  );
}
