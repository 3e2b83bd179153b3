import { useTranslation } from 'react-i18next';

/** A message's sender as shown: his name, or "Unknown Sender" in the reader's language when it has none. */
export function useSenderLabel(): (senderName: string | null | undefined) => string {
  const { t } = useTranslation();
  return (senderName) => senderName?.trim() || t('chat.unknownSender');
}
