import { useTranslation } from 'react-i18next';

/** "Hi Jake" in the driver's language, at the top of every driver screen. */
export function DriverGreeting({ name }: { name: string }) {
  const { t } = useTranslation();
  return <span className="fd-driver-top__greeting">{t('shell.greeting', { name })}</span>;
}
