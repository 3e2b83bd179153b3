import { isTimeZone } from '#shared/dates/time-zone';
import { zoneForState } from '#shared/dates/state-zone';
import { DEFAULT_TIME_ZONE } from '#shared/fleet/zone';

/**
 * Where a company's zone came from: `chosen` on sign-up or the profile page; `domicile` derived from its
 * first domicile (the zone the domicile names, else its state's); `office` from its office address's state
 * (no domicile yet); `default` when it has none of those, the profile page then asks the owner to choose.
 */
export type TimeZoneSource = 'chosen' | 'domicile' | 'office' | 'default';

export interface CompanyZoneFacts {
  timeZone?: string | null;
  address?: { state?: string | null } | null;
  domiciles: ReadonlyArray<{ id: string; state?: string | null; timeZone?: string | null; Active?: boolean | null }>;
}

/** The company's first domicile: its active ones before retired ones, then by code. */
function firstDomicile(domiciles: CompanyZoneFacts['domiciles']): CompanyZoneFacts['domiciles'][number] | undefined {
  return [...domiciles].sort((a, b) => Number(a.Active === false) - Number(b.Active === false) || a.id.localeCompare(b.id))[0];
}

/** The zone a company's days are counted in, and where it came from. */
export function companyZoneOf(facts: CompanyZoneFacts): { timeZone: string; source: TimeZoneSource } {
  if (isTimeZone(facts.timeZone)) return { timeZone: facts.timeZone, source: 'chosen' };
  const domicile = firstDomicile(facts.domiciles);
  if (domicile) {
    if (isTimeZone(domicile.timeZone)) return { timeZone: domicile.timeZone, source: 'domicile' };
    const fromState = zoneForState(domicile.state);
    if (fromState) return { timeZone: fromState, source: 'domicile' };
  }
  const fromOffice = zoneForState(facts.address?.state);
  if (fromOffice) return { timeZone: fromOffice, source: 'office' };
  return { timeZone: DEFAULT_TIME_ZONE, source: 'default' };
}
