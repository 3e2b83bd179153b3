import { companyEntity } from '#lambdas/data/entities/company';
import { chatRoomEntity } from '#lambdas/data/entities/chat-room';
import { timeOrderedId } from '#lambdas/chat/ids';
import { postMessage } from '#lambdas/chat/messages/post-message';
import { sendRecordedEmail } from '#lambdas/alerts/recorded-email';
import { shopRecipients } from '#lambdas/alerts/shop-recipients';
import { logger } from '#lambdas/http/logger';

/** Chat messages from inspections carry this sender: no person, so nobody can answer as it. */
export const INSPECTIONS_SENDER = { id: 'system-inspections', name: 'Inspections' } as const;

export interface FailedInspection {
  companyId: string;
  VehicleID: string;
  formName: string;
  reportedBy: string;
  failedItems: readonly { label: string; remarks?: string | undefined; outOfService: boolean }[];
}

export function alertText(f: FailedInspection): { subject: string; text: string } {
  const subject = `Failed inspection: tractor ${f.VehicleID || '(none)'}, ${f.failedItems.length} ${f.failedItems.length === 1 ? 'defect' : 'defects'}`;
  const items = f.failedItems.map((i) => `- ${i.label}${i.outOfService ? ' (out of service)' : ''}${i.remarks ? `: ${i.remarks}` : ''}`);
  const text = [`${f.reportedBy} reported on the ${f.formName} of tractor ${f.VehicleID}:`, ...items, '', 'Open FAST DASHBOARD, Repair queue, to resolve or defer them.'].join('\n');
  return { subject, text };
}

async function email(companyId: string, subject: string, text: string): Promise<number> {
  const to = await shopRecipients(companyId);
  for (const address of to) await sendRecordedEmail(companyId, address, subject, text);
  return to.length;
}

async function chat(companyId: string, text: string): Promise<boolean> {
  const { data: company } = await companyEntity().get({ companyId }).go();
  if (!company?.shopRoomId) return false;
  const { data: room } = await chatRoomEntity().get({ companyId, id: company.shopRoomId }).go();
  if (!room) return false;
  const now = Date.now();
  await postMessage(room, {
    id: timeOrderedId(now), text, senderId: INSPECTIONS_SENDER.id, senderName: INSPECTIONS_SENDER.name,
    companyName: company.companyName ?? '', messageTime: new Date(now).toISOString(),
  });
  return true;
}

/**
 * Tells the shop of a failed inspection: an e-mail to the shop managers through the outbox and a message
 * in the company's shop room when it has one. Never throws: the inspection is stored whatever happens
 * here, so a failure is logged and the answer says whether the shop was told.
 */
export async function alertShop(f: FailedInspection): Promise<boolean> {
  const { subject, text } = alertText(f);
  const [mailed, posted] = await Promise.allSettled([email(f.companyId, subject, text), chat(f.companyId, text.split('\n\n')[0]!)]);
  if (mailed.status === 'rejected') logger.warn('Failed-inspection e-mail failed', { VehicleID: f.VehicleID, error: String(mailed.reason) });
  if (posted.status === 'rejected') logger.warn('Failed-inspection chat message failed', { VehicleID: f.VehicleID, error: String(posted.reason) });
  return (mailed.status === 'fulfilled' && mailed.value > 0) || (posted.status === 'fulfilled' && posted.value);
}
