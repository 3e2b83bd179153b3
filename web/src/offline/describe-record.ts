import type { ChatSendPayload } from './actions/chat-send-action.ts';
import type { FormSubmitPayload } from './actions/form-submit-action.ts';
import type { PunchPayload } from './actions/punch-action.ts';
import type { OutboxRecord } from './outbox-record.ts';
import { i18n } from '#web/i18n/index.ts';
import { intlLocale } from '#web/i18n/intl-locale.ts';

/** "6:02 AM", or "6:02 a. m." for es-US: the phone's clock time of a tap. */
export const tapTime = (iso: string, locale: string) => new Date(iso).toLocaleTimeString(locale, { hour: 'numeric', minute: '2-digit' });

/** What the driver did, in his words and his language, for the waiting and refused lists. */
export function describeRecord(record: OutboxRecord): string {
  const t = i18n.t;
  switch (record.kind) {
    case 'punch':
      return t(`outbox.punch.${(record.payload as PunchPayload).kind}`, { at: tapTime(record.createdAt, intlLocale(i18n.resolvedLanguage)) });
    case 'form-submit': {
      const { formName, body } = record.payload as FormSubmitPayload;
      return body.VehicleID ? t('outbox.formOfTractor', { form: formName, tractor: body.VehicleID }) : formName;
    }
    case 'broadcast-ack':
      return t('outbox.ack');
    case 'chat-message':
      return t('chat.outboxMessage', { text: (record.payload as ChatSendPayload).text });
  }
}
