import { readNumeric } from '#shared/money/numeric';
import { isBlankDate, readDate } from '#shared/dates/read-date';
import type { CalendarDay } from '#shared/dates/calendar-day';
import * as fmt from './explain-format.ts';
import { readRateTable, type RateRow } from './rate-table.ts';
import { driverTierProblem, legacyTier, readCompanyTier, type SpotTier } from './spot-tier.ts';
import { idText } from './trip-facts.ts';
import type { DriverLookup } from './types.ts';

/** Which spot tiers of his own a driver has (spot precedence rules 3 and 4). */
export type DriverSpotTiers =
  | { readonly kind: 'legacy'; readonly tiers: readonly SpotTier[]; readonly text: string }
  | { readonly kind: 'own'; readonly tiers: readonly SpotTier[] }
  | { readonly kind: 'invalid'; readonly text: string }
  | { readonly kind: 'none'; readonly text: string };

/** A driver lookup entry read once per pay run. */
export interface DriverContext {
  readonly id: string;
  readonly lookup: DriverLookup;
  readonly ownSoloRates: readonly RateRow[] | undefined;
  readonly ownTeamRates: readonly RateRow[] | undefined;
  readonly spotTiers: DriverSpotTiers;
  readonly hireDay: CalendarDay | undefined;
  readonly domicileCodes: readonly string[];
}

function readDriverSpotTiers(driver: DriverLookup): DriverSpotTiers {
  const config = driver.driverSpotRateTableConfig ?? [];
  if (config.length === 0) {
    const percent = readNumeric(driver.DriverSpotPercentRate);
    if (!percent) return { kind: 'none', text: 'the driver has no spot tiers and no legacy spot percent rate' };
    const live = readNumeric(driver.DriverSpotLivePayValue) ?? readNumeric(driver.LivePayValue);
    return {
      kind: 'legacy',
      tiers: [legacyTier(percent, live)],
      text: `the driver has no spot tiers, so his legacy spot percent rate ${fmt.rate(percent)} makes one tier (live load ${live ? fmt.money(live) : 'none'})`,
    };
  }
  for (let i = 0; i < config.length; i++) {
    const problem = driverTierProblem(config[i] ?? {});
    if (problem) return { kind: 'invalid', text: `driver spot tier ${i + 1} is not valid (${problem}), so company tiers are used` };
  }
  return { kind: 'own', tiers: config.map((tier, index) => readCompanyTier(tier, index)) };
}

function nonEmptyRates(rows: DriverLookup['soloRateTable']): RateRow[] | undefined {
  return rows && rows.length > 0 ? readRateTable(rows) : undefined;
}

/** Domicile may hold several codes separated by '/', compared trimmed and upper-cased. */
export function domicileCodesOf(domicile: unknown): string[] {
  if (typeof domicile !== 'string') return [];
  return domicile.split('/').map((code) => code.trim().toUpperCase()).filter((code) => code !== '');
}

export function readDriverContext(driver: DriverLookup): DriverContext {
  return {
    id: idText(driver.DriverID),
    lookup: driver,
    ownSoloRates: nonEmptyRates(driver.soloRateTable),
    ownTeamRates: nonEmptyRates(driver.teamRateTable),
    spotTiers: readDriverSpotTiers(driver),
    hireDay: isBlankDate(driver.HireDate) ? undefined : readDate(driver.HireDate),
    domicileCodes: domicileCodesOf(driver.Domicile),
  };
}
