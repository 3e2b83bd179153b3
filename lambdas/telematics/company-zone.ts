import { companyEntity } from '#lambdas/data/entities/company';
import { isTimeZone } from '#shared/fleet/zone';
import { DEFAULT_TIME_ZONE } from '#shared/telematics/local-day';

/** A zone changed on the setup page reaches every warm function within this long. */
const CACHE_MS = 60_000;
const cache = new Map<string, { zone: string; until: number }>();

/**
 * The time zone the company's days are counted in: the one its profile names, else fleet-rules' default
 * (America/Chicago). Read from the profile at most once a minute per function container, since reports,
 * the feed and the schedules ask for it on every call.
 */
export async function companyTimeZone(companyId: string, now = Date.now()): Promise<string> {
  const cached = cache.get(companyId);
  if (cached && cached.until > now) return cached.zone;
  const { data } = await companyEntity().get({ companyId }).go({ attributes: ['timeZone'] });
  const zone = data?.timeZone && isTimeZone(data.timeZone) ? data.timeZone : DEFAULT_TIME_ZONE;
  if (cache.size > 1_000) cache.clear();
  cache.set(companyId, { zone, until: now + CACHE_MS });
  return zone;
}

/** Forgets the cached zone of a company (the function that saved a new one reads it at once). */
export function forgetCompanyTimeZone(companyId: string): void {
  cache.delete(companyId);
}
