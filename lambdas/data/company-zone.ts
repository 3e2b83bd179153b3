import { companyEntity } from '#lambdas/data/entities/company';
import { domicileEntity } from '#lambdas/data/entities/domicile';
import { companyZoneOf, type TimeZoneSource } from '#shared/company/time-zone';
import { todayIn } from '#shared/dates/time-zone';

/** A zone changed on the profile page reaches every warm function within this long. */
const CACHE_MS = 60_000;
const MAX_CACHED = 1_000;
const cache = new Map<string, { zone: string; source: TimeZoneSource; until: number }>();

/**
 * The company's zone and where it came from: the one its profile names, else the one its first domicile
 * gives (see `companyZoneOf`). Read at most once a minute per function container, since reports, the feed
 * and the schedules ask for it on every call.
 */
export async function companyZoneWithSource(companyId: string, now = Date.now()): Promise<{ timeZone: string; source: TimeZoneSource }> {
  const cached = cache.get(companyId);
  if (cached && cached.until > now) return { timeZone: cached.zone, source: cached.source };
  const { data: company } = await companyEntity().get({ companyId }).go({ attributes: ['timeZone', 'address'] });
  const chosen = companyZoneOf({ timeZone: company?.timeZone, address: null, domiciles: [] });
  const answer = chosen.source === 'chosen'
    ? chosen
    : companyZoneOf({ timeZone: company?.timeZone, address: company?.address, domiciles: await domiciles(companyId) });
  if (cache.size >= MAX_CACHED) cache.clear();
  cache.set(companyId, { zone: answer.timeZone, source: answer.source, until: now + CACHE_MS });
  return answer;
}

/** The IANA zone every date, week, "today", schedule, report and PDF of the company is counted in. */
export async function companyZone(companyId: string, now = Date.now()): Promise<string> {
  return (await companyZoneWithSource(companyId, now)).timeZone;
}

/** Today's calendar day (`YYYY-MM-DD`) in the company's zone. */
export async function companyToday(companyId: string, now: Date | number = Date.now()): Promise<string> {
  const at = typeof now === 'number' ? now : now.getTime();
  return todayIn(await companyZone(companyId, at), at);
}

/** Forgets the cached zone of a company (the function that saved a new zone or domicile reads it at once). */
export function forgetCompanyZone(companyId: string): void {
  cache.delete(companyId);
}

async function domiciles(companyId: string) {
  const { data } = await domicileEntity().query.byId({ companyId }).go({ pages: 'all', attributes: ['id', 'state', 'timeZone', 'Active'] });
  return data;
}
