import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { chooseLanguage } from '#shared/account/language';
import { useSession } from '#web/auth/session-context.ts';
import './index.ts';
import { useUserLanguage } from './use-user-language.ts';

const CloudscapeSpanish = lazy(() => import('./CloudscapeSpanish.tsx'));

/**
 * Picks the language for the signed-in user (or the phone's for a visitor) and gives Cloudscape's built-in
 * texts the same one (English is the components' own); the page's `lang` follows, for screen readers.
 */
export function LanguageRoot({ children }: { children: ReactNode }) {
  const { session } = useSession();
  useUserLanguage(session.status === 'signedIn' ? session.me.user : undefined);
  const { i18n } = useTranslation();
  const language = chooseLanguage(undefined, [i18n.resolvedLanguage ?? 'en']);

  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);

  if (language !== 'es') return <>{children}</>;
  // Until Cloudscape's Spanish arrives the page shows as it is; it then renders once more inside it.
  return (
    <Suspense fallback={children}>
      <CloudscapeSpanish>{children}</CloudscapeSpanish>
    </Suspense>
  );
}
