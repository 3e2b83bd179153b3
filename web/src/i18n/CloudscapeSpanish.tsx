import { I18nProvider } from '@cloudscape-design/components/i18n';
import spanish from '@cloudscape-design/components/i18n/messages/all.es';
import type { ReactNode } from 'react';

/**
 * Cloudscape's built-in texts (calendar, pagination, dismiss…) in Spanish. Loaded only for a Spanish
 * reader: the provider brings a message formatter the English screens do not need in their first load.
 */
export default function CloudscapeSpanish({ children }: { children: ReactNode }) {
  return <I18nProvider locale="es" messages={[spanish]}>{children}</I18nProvider>;
}
