import { useTranslation } from 'react-i18next';
import { en } from './locales/en.ts';

type BarId = keyof typeof en.shell.bar;
type MoreId = keyof typeof en.shell.moreMenu;

/**
 * The driver menus' labels in the reader's language, by entry id: shared/access keeps the English labels
 * (they also drive the office and the tests), an entry the catalogue does not know yet keeps its own.
 */
export function useDriverMenuLabels() {
  const { t } = useTranslation();
  return {
    bar: (id: string, label: string) => (id in en.shell.bar ? t(`shell.bar.${id as BarId}`) : label),
    more: (id: string, label: string) => (id in en.shell.moreMenu ? t(`shell.moreMenu.${id as MoreId}`) : label),
  };
}
