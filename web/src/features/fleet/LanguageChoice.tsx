import { useMutation } from '@tanstack/react-query';
import Alert from '@cloudscape-design/components/alert';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Tiles from '@cloudscape-design/components/tiles';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { chooseLanguage, isLanguage, LANGUAGES, type Language } from '#shared/account/language';
import { saveLanguage } from '#web/api/account.ts';
import { useSession } from '#web/auth/session-context.ts';

/** Each language named in itself, so a driver who cannot read the other one still finds his own. */
const NATIVE_NAMES: Record<Language, string> = { en: 'English', es: 'Español' };

/**
 * The language just saved, kept outside the component: switching to Spanish wraps the app in Cloudscape's
 * Spanish texts, which mounts this page anew, and the confirmation must still show.
 */
let justSaved: Language | null = null;

/** The driver's language, saved on his profile: his screens switch at once and stay so on every phone. */
export function LanguageChoice() {
  const { t, i18n } = useTranslation();
  const { refresh } = useSession();
  const current = chooseLanguage(undefined, [i18n.resolvedLanguage ?? 'en']);
  const [saved, setSaved] = useState<Language | null>(() => justSaved);
  useEffect(() => {
    const page = window.location.pathname;
    // Kept while he stays on this page (the remount), forgotten once he leaves it.
    return () => {
      if (window.location.pathname !== page) justSaved = null;
    };
  }, []);
  const save = useMutation({
    mutationFn: saveLanguage,
    onSuccess: async ({ language }) => {
      justSaved = language;
      setSaved(language);
      await i18n.changeLanguage(language);
      // The shell reads the saved choice from GET /me; read it again so both agree.
      await refresh();
    },
  });
  return (
    <Container header={<Header variant="h2" description={t('profile.languageHint')}>{t('profile.language')}</Header>}>
      <SpaceBetween size="s">
        <Tiles
          ariaLabel={t('profile.language')}
          value={current}
          columns={2}
          items={LANGUAGES.map((language) => ({ value: language, label: <span lang={language}>{NATIVE_NAMES[language]}</span> }))}
          onChange={({ detail }) => isLanguage(detail.value) && detail.value !== current && save.mutate(detail.value)}
        />
        {saved && !save.isPending && <Alert type="success">{t('profile.languageSaved')}</Alert>}
        {save.isError && <Alert type="error">{t('profile.languageFailed', { message: save.error.message })}</Alert>}
      </SpaceBetween>
    </Container>
  );
}
