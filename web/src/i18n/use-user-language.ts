import { useEffect } from 'react';
import { chooseLayout } from '#shared/access/layout-choice';
import { chooseLanguage, type Language } from '#shared/account/language';
import { i18n, phoneLanguage } from './index.ts';

/**
 * Shows a signed-in driver his screens in the language saved on his profile, else his phone's. The office
 * screens are English only for now, so staff stay in English whatever the browser says.
 */
export function useUserLanguage(user: { role: number | null; language?: Language | null } | undefined): void {
  const signedIn = user !== undefined;
  const role = user?.role;
  const saved = user?.language;
  useEffect(() => {
    if (!signedIn) return;
    const next = chooseLayout(role) === 'driver' ? chooseLanguage(saved, [phoneLanguage]) : 'en';
    if (i18n.resolvedLanguage !== next) void i18n.changeLanguage(next);
  }, [signedIn, role, saved]);
}
