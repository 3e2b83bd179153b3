/**
 * The office-only texts of chat: the SMS and e-mail outbox page. Everything a driver may see in chat is in
 * the i18n catalogues (web/src/i18n/locales/{en,es}/chat.ts).
 */
export const chatText = {
  loading: 'Loading…',
  outboxHeader: 'SMS and e-mail alerts',
  outboxDescription: 'Alerts sent for broadcasts. On a local machine nothing leaves: this is the outbox.',
  outboxEmpty: 'No alerts yet.',
  outboxColumns: { createdAt: 'Time', channel: 'Channel', to: 'To', state: 'State', text: 'Message' },
  outboxFailed: 'The outbox could not be loaded.',
} as const;
