import { I18nProvider } from '@cloudscape-design/components/i18n';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { chooseLanguage } from '#shared/account/language';
import { useSession } from '#web/auth/session-context.ts';
import './index.ts';
import { useUserLanguage } from './use-user-language.ts';

type CloudscapeMessages = Parameters<typeof I18nProvider>[0]['messages'];

/**
 * Picks the language for the signed-in user (or the phone's for a visitor) and gives Cloudscape's built-in
 * texts the same one (English is the components' own); the page's `lang` follows, for screen readers.
 * The provider is always there and only its messages change, so the screens under it are never mounted
 * again when the language arrives: an open chat, a half-typed answer or a tap during the load stays.
 */
export function LanguageRoot({ children }: { children: ReactNode }) {
  const { session } = useSession();
  useUserLanguage(session.status === 'signedIn' ? session.me.user : undefined);
  const { i18n } = useTranslation();
  const language = chooseLanguage(undefined, [i18n.resolvedLanguage ?? 'en']);
  const [spanish, setSpanish] = useState<CloudscapeMessages | null>(null);

  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);

  useEffect(() => {
    if (language !== 'es' || spanish) return;
    // Cloudscape's Spanish texts load only for a Spanish reader.
    void import('@cloudscape-design/components/i18n/messages/all.es').then((m) => setSpanish([m.default]));
  }, [language, spanish]);

  const messages = language === 'es' && spanish ? spanish : [];
  return <I18nProvider locale={language === 'es' && spanish ? 'es' : 'en'} messages={messages}>{children}</I18nProvider>;
}
