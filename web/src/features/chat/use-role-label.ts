import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ROLE_LABELS } from '#shared/account/role-labels';
import type { chatEn } from '#web/i18n/locales/en/chat.ts';

type RoleCode = keyof typeof chatEn.roles;
const CODE_OF_LABEL = new Map(Object.entries(ROLE_LABELS).map(([code, label]) => [label, code as RoleCode]));

/** A member's role as the server labels it (in English), in the reader's language; a label we do not know as given. */
export function useRoleLabel(): (label: string) => string {
  const { t } = useTranslation();
  return useCallback(
    (label: string) => {
      const code = CODE_OF_LABEL.get(label);
      return code ? t(`chat.roles.${code}`) : label;
    },
    [t],
  );
}
