import { outgoingMailEntity, type OutgoingMailItem } from '#lambdas/data/entities/outgoing-mail';
import { monthOf, monthsBackFrom, newestAcrossMonths } from '#lambdas/data/month-partition';

export const OUTBOX_PAGE_SIZE = 100;
/** How far back one page looks: a company quiet for longer than a year starts its log again. */
export const OUTBOX_MONTHS_LOOKED_BACK = 13;

/** Epoch ms of a time-ordered id (its first 9 base-36 digits, see chat/ids.ts). */
function timeOfId(id: string): number {
  return Number.parseInt(id.slice(0, 9), 36);
}

/** The newest outgoing mail before `before` (an id), walking back month partition by month partition. */
export function outboxPage(companyId: string, before: string | undefined): Promise<OutgoingMailItem[]> {
  const months = monthsBackFrom(monthOf(before ? timeOfId(before) : Date.now()), OUTBOX_MONTHS_LOOKED_BACK);
  return newestAcrossMonths(months, OUTBOX_PAGE_SIZE, async (month, limit) => {
    const byTime = outgoingMailEntity().query.byTime({ companyId, month });
    return (await (before ? byTime.lt({ id: before }) : byTime).go({ order: 'desc', limit })).data;
  });
}
