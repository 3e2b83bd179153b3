import { outgoingMailEntity } from '#lambdas/data/entities/outgoing-mail';
import { monthOf } from '#lambdas/data/month-partition';
import { timeOrderedId } from '#lambdas/chat/ids';
import { deliver, type Delivery } from './transport.ts';

/** Sends one e-mail alert (SES in AWS, the outbox locally) and records the attempt in the company's outgoingMail, failures included. */
export async function sendRecordedEmail(companyId: string, to: string, subject: string, text: string): Promise<Delivery> {
  const delivery = await deliver({ channel: 'email', to, subject, text });
  const now = Date.now();
  await outgoingMailEntity()
    .create({
      companyId, month: monthOf(now), id: timeOrderedId(now), channel: 'email', to, subject, text, state: delivery.state,
      createdAt: new Date(now).toISOString(),
      ...(delivery.state === 'failed' ? { error: delivery.error } : {}),
      ...(delivery.state === 'sent' && delivery.providerMessageId ? { providerMessageId: delivery.providerMessageId } : {}),
    })
    .go();
  return delivery;
}
