import { emailSendClaimEntity } from '#lambdas/data/entities/email-send-claim';
import { isConditionalFailure } from '#lambdas/payroll/conditional';
import { sendRecordedEmail } from './recorded-email.ts';
import type { Delivery } from './transport.ts';

/** How long a key is remembered: far longer than any resumed send takes to come round. */
const CLAIM_DAYS = 30;

/** What became of an e-mail sent under a key before: its delivery state, or `claimed` if that send never finished. */
export type EarlierSend = { state: 'already'; earlier: 'claimed' | 'outbox' | 'sent' | 'failed' };

/**
 * `sendRecordedEmail` at most once per `sendKey` of the company: the key is claimed (only if unclaimed)
 * before the e-mail leaves, so a retried or resumed caller gets the earlier send's state instead of
 * sending again. A crash between the claim and the delivery loses that one e-mail, never doubles it.
 */
export async function sendRecordedEmailOnce(companyId: string, sendKey: string, to: string, subject: string, text: string, now = Date.now()): Promise<Delivery | EarlierSend> {
  try {
    await emailSendClaimEntity()
      .create({ companyId, sendKey, to, state: 'claimed', claimedAt: new Date(now).toISOString(), expiresAt: Math.floor(now / 1000) + CLAIM_DAYS * 86_400 })
      .go();
  } catch (error) {
    if (!isConditionalFailure(error)) throw error;
    const { data } = await emailSendClaimEntity().get({ companyId, sendKey }).go({ consistent: true });
    return { state: 'already', earlier: data?.state ?? 'claimed' };
  }
  const delivery = await sendRecordedEmail(companyId, to, subject, text);
  await emailSendClaimEntity().patch({ companyId, sendKey }).set({ state: delivery.state }).go();
  return delivery;
}
