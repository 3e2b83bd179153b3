import { useTranslation } from 'react-i18next';

/** "No defects", "1 defect", "3 defects" in the reader's language. */
export function useDefectsText(): (count: number) => string {
  const { t } = useTranslation();
  return (count) => (count === 0 ? t('forms.noDefects') : t('forms.defects', { count }));
}
