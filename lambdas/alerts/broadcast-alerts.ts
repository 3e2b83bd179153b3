import { chatProfileEntity } from '#lambdas/data/entities/chat-profile';
import { outgoingMailEntity } from '#lambdas/data/entities/outgoing-mail';
import { timeOrderedId } from '#lambdas/chat/ids';
import { logger } from '#lambdas/http/logger';
import { e164 } from './phone-number.ts';
import { deliver, type Alert } from './transport.ts';
import { batchGet } from '#lambdas/data/batch';
import { monthOf } from '#lambdas/data/month-partition';
import { recipientLanguages } from '#lambdas/account/recipient-language';
import { say, type WordsByLanguage } from '#lambdas/account/words';
import { broadcastAlertEn, type BroadcastAlertKey } from './broadcast-alert-words/en.ts';
import { broadcastAlertEs } from './broadcast-alert-words/es.ts';

const ALERT: WordsByLanguage<BroadcastAlertKey> = { en: broadcastAlertEn, es: broadcastAlertEs };

export interface BroadcastAlertInput {
  companyId: string;
  companyName: string;
  roomId: string;
  roomName: string;
  scheduledId: string;
  senderName: string;
  text: string;
  recipients: readonly string[];
}

/**
 * "Alert over SMS & Email?": one e-mail and one SMS per recipient with contact details in his chat
 * profile, in the language saved on his user profile. Every attempt is written to outgoingMail with how
 * it went, a failure with its error.
 */
export async function sendBroadcastAlerts(input: BroadcastAlertInput): Promise<{ recorded: number; failed: number }> {
  const { companyId } = input;
  if (input.recipients.length === 0) return { recorded: 0, failed: 0 };
  const [profiles, languages] = await Promise.all([
    batchGet(
      chatProfileEntity(),
      input.recipients.map((userId) => ({ companyId, userId })),
    ),
    recipientLanguages(companyId, input.recipients),
  ]);
  const values = { company: input.companyName || 'FAST DASHBOARD', room: input.roomName, sender: input.senderName, text: input.text };
  const alerts: Array<Alert & { userId: string; error?: string }> = [];
  for (const p of profiles) {
    const language = languages.get(p.userId) ?? 'en';
    const subject = say(ALERT, language, 'subject', values);
    const text = say(ALERT, language, 'text', values);
    if (p.email?.trim()) alerts.push({ channel: 'email', to: p.email.trim(), subject, text, userId: p.userId });
    if (p.phoneNumber?.trim()) {
      const phone = e164(p.phoneNumber);
      alerts.push({ channel: 'sms', to: phone ?? p.phoneNumber.trim(), subject: '', text, userId: p.userId, ...(phone ? {} : { error: 'Not a phone number SMS can reach.' }) });
    }
  }
  let failed = 0;
  for (const alert of alerts) {
    const delivery = alert.error ? ({ state: 'failed', error: alert.error } as const) : await deliver(alert);
    if (delivery.state === 'failed') failed += 1;
    const now = Date.now();
    await outgoingMailEntity()
      .create({
        companyId,
        month: monthOf(now),
        id: timeOrderedId(now),
        channel: alert.channel,
        to: alert.to,
        subject: alert.subject,
        text: alert.text,
        state: delivery.state,
        roomId: input.roomId,
        scheduledId: input.scheduledId,
        userId: alert.userId,
        createdAt: new Date(now).toISOString(),
        ...(delivery.state === 'failed' ? { error: delivery.error } : {}),
        ...(delivery.state === 'sent' && delivery.providerMessageId ? { providerMessageId: delivery.providerMessageId } : {}),
      })
      .go();
  }
  if (failed > 0) logger.warn('Broadcast alerts failed', { failed, scheduledId: input.scheduledId });
  return { recorded: alerts.length, failed };
}
