import { DEFAULT_DRIVER_ID, hasRole } from '#shared/access/roles';
import { scheduleLinkEntity, type ScheduleLinkItem } from '#lambdas/data/entities/schedule-link';
import type { Caller } from '#lambdas/http/caller';
import { NotFoundError } from '#lambdas/http/errors';
import { memoised } from '#lambdas/http/request-memo';

/** Dispatch and above make, list and withdraw any driver's links (the schedule routes' DISPATCH); anyone else only his own. */
export const LINK_STAFF_ROLE = 3;

export const SCHEDULE_LINK_NOT_FOUND = 'There is no such schedule link.';

export function mayHandleLinksOf(caller: Pick<Caller, 'role' | 'driverId'>, DriverID: string): boolean {
  if (hasRole(caller.role, LINK_STAFF_ROLE)) return true;
  return caller.driverId !== DEFAULT_DRIVER_ID && caller.driverId === DriverID;
}

/** Read once per request: the owner check and the handler share it. */
function loadScheduleLink(companyId: string, linkId: string): Promise<ScheduleLinkItem | null> {
  return memoised(`scheduleLink:${companyId}:${linkId}`, async () => (await scheduleLinkEntity().get({ companyId, linkId }).go()).data);
}

/** The caller's company's link, if he may handle it: 404 otherwise, so another driver's or company's link ids cannot be probed. */
export async function scheduleLinkOfCaller(caller: Caller, linkId: string): Promise<ScheduleLinkItem> {
  if (!caller.companyId) throw new NotFoundError(SCHEDULE_LINK_NOT_FOUND);
  const link = await loadScheduleLink(caller.companyId, linkId);
  if (!link || !mayHandleLinksOf(caller, link.category)) throw new NotFoundError(SCHEDULE_LINK_NOT_FOUND);
  return link;
}
