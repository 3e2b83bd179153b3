import { SCHEDULE_LIMITS, type ScheduleLinkView } from '#shared/schedules/api';
import { isConditionalFailure } from '#lambdas/chat/conditional';
import { batchGet } from '#lambdas/data/batch';
import { driverEntity } from '#lambdas/data/entities/driver';
import { scheduleLinkEntity, type ScheduleLinkItem } from '#lambdas/data/entities/schedule-link';
import { scheduleLinkState } from './link-tokens.ts';

/** What a list shows of a link: never its secret's hash. */
export function scheduleLinkView(link: ScheduleLinkItem, driverName: string, now = Date.now()): ScheduleLinkView {
  return {
    linkId: link.linkId, DriverID: link.category, driverName, createdAt: link.createdAt, createdBy: link.createdBy, expiresAt: link.expiresAt,
    state: scheduleLinkState(link, now), revokedAt: link.revokedAt ?? null, revokedBy: link.revokedBy ?? null,
  };
}

/** The earliest creation a list reads: every live link (at most 30 days old) and those that ended lately. */
export function listedSince(now = Date.now()): string {
  return new Date(now - SCHEDULE_LIMITS.linkListDays * 86_400_000).toISOString();
}

async function withDriverNames(companyId: string, links: readonly ScheduleLinkItem[]): Promise<ScheduleLinkView[]> {
  const DriverIDs = [...new Set(links.map((l) => l.category))];
  const drivers = await batchGet(driverEntity(), DriverIDs.map((DriverID) => ({ companyId, DriverID })));
  const names = new Map(drivers.map((d) => [d.DriverID, d.DisplayName]));
  const now = Date.now();
  return links.map((l) => scheduleLinkView(l, names.get(l.category) ?? l.category, now));
}

/** A driver's links, or (without one) the company's, made in the last 60 days, newest first. */
export async function listScheduleLinks(companyId: string, DriverID?: string): Promise<ScheduleLinkView[]> {
  const since = { createdAt: listedSince() };
  const { data } = DriverID
    ? await scheduleLinkEntity().query.byDriver({ companyId, category: DriverID }).gte(since).go({ pages: 'all', order: 'desc' })
    : await scheduleLinkEntity().query.byCompany({ companyId }).gte(since).go({ pages: 'all', order: 'desc' });
  return withDriverNames(companyId, data);
}

/**
 * Withdraws a link the owner check has read: from now on its token opens nothing. A second withdrawal
 * (or two at once) keeps the first one's time and name.
 */
export async function revokeScheduleLink(link: ScheduleLinkItem, by: string): Promise<ScheduleLinkView> {
  const { companyId, linkId } = link;
  let current = link;
  if (!link.revokedAt) {
    const revokedAt = new Date().toISOString();
    try {
      await scheduleLinkEntity().patch({ companyId, linkId }).set({ revokedAt, revokedBy: by }).where((a, op) => op.notExists(a.revokedAt)).go();
      current = { ...link, revokedAt, revokedBy: by };
    } catch (error) {
      if (!isConditionalFailure(error)) throw error;
      current = (await scheduleLinkEntity().get({ companyId, linkId }).go({ consistent: true })).data ?? link;
    }
  }
  const [view] = await withDriverNames(companyId, [current]);
  return view!;
}
