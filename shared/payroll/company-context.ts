import { type Decimal } from '#shared/money/decimal';
import { readNumeric } from '#shared/money/numeric';
import * as fmt from './explain-format.ts';
import { fuelMultiplierOf, type FuelMultiplier } from './fuel-multiplier.ts';
import { recognisePayType, type PayTypeName } from './pay-types.ts';
import { readRateTable, type RateRow } from './rate-table.ts';
import { legacyTier, readCompanyTier, type SpotTier } from './spot-tier.ts';
import type { CompanyPayrollProfile, LegPayoutRow, SpotPayoutRow } from './types.ts';

export interface LegPayout {
  readonly index: number;
  readonly legOrg: string;
  readonly legDes: string;
  readonly payout: Decimal | undefined;
}

export interface SpotPayoutEntry {
  readonly index: number;
  readonly spotName: string;
  readonly payType: PayTypeName;
  readonly payout: Decimal;
}

export interface DropAndHookEntry {
  readonly index: number;
  readonly ratePaid: Decimal;
  readonly payout: Decimal | undefined;
}

export interface CompanySpotTiers {
  readonly tiers: readonly SpotTier[];
  readonly legacy: boolean;
  /** How the company tiers came about, for explanations. */
  readonly text: string;
}

/** The company profile's payroll tables, read once per pay run. */
export interface CompanyContext {
  readonly soloRates: readonly RateRow[];
  readonly teamRates: readonly RateRow[];
  readonly legPayouts: ReadonlyMap<string, LegPayout>;
  readonly spotPayouts: ReadonlyMap<string, SpotPayoutEntry>;
  readonly spotTiers: CompanySpotTiers;
  readonly dropAndHook: readonly DropAndHookEntry[];
  readonly fuel: FuelMultiplier;
}

/** Leg codes compare after trimming, upper-casing and stripping leading zeros: "00871" = "871". */
export function legCode(value: unknown): string {
  const code = (value === null || value === undefined ? '' : String(value)).trim().toUpperCase();
  let zeros = 0;
  while (code.charCodeAt(zeros) === 48) zeros++;
  return zeros === 0 ? code : code.slice(zeros);
}

export function legKey(origin: unknown, destination: unknown): string {
  return `${legCode(origin)}\u0000${legCode(destination)}`;
}

/** Spot names compare ignoring case and surrounding spaces. */
export function spotKey(name: unknown): string {
  return typeof name === 'string' ? name.trim().toLowerCase() : '';
}

function readLegTable(rows: readonly LegPayoutRow[]): Map<string, LegPayout> {
  const byLeg = new Map<string, LegPayout>();
  rows.forEach((row, index) => {
    const key = legKey(row?.legOrg, row?.legDes);
    if (!byLeg.has(key)) byLeg.set(key, { index, legOrg: String(row?.legOrg ?? ''), legDes: String(row?.legDes ?? ''), payout: readNumeric(row?.payout) });
  });
  return byLeg;
}

/** Only valid rows count: a non-empty spotName, one of the four pay types, a numeric payout. */
function readSpotPayoutTable(rows: readonly SpotPayoutRow[]): Map<string, SpotPayoutEntry> {
  const byName = new Map<string, SpotPayoutEntry>();
  rows.forEach((row, index) => {
    const key = spotKey(row?.spotName);
    const payType = recognisePayType(row?.payType);
    const payout = readNumeric(row?.payout);
    if (key !== '' && payType && payout && !byName.has(key)) byName.set(key, { index, spotName: String(row.spotName).trim(), payType, payout });
  });
  return byName;
}

function readCompanySpotTiers(company: CompanyPayrollProfile): CompanySpotTiers {
  const config = company.spotRateTableConfig ?? [];
  if (config.length > 0) return { tiers: config.map((tier, index) => readCompanyTier(tier ?? {}, index)), legacy: false, text: 'the company spot tiers apply' };
  const percent = readNumeric(company.companyDefaultSpotPercentageRate);
  if (!percent) return { tiers: [], legacy: false, text: 'no company spot tiers and no company default spot percentage' };
  const live = readNumeric(company.companyDefaultSpotLivePayValue);
  return {
    tiers: [legacyTier(percent, live)],
    legacy: true,
    text: `no company spot tiers, so the company default spot percentage ${fmt.rate(percent)} makes one tier (live load ${live ? fmt.money(live) : 'none'})`,
  };
}

export function readCompanyContext(company: CompanyPayrollProfile | null | undefined): CompanyContext {
  const profile = company ?? {};
  const dropAndHook: DropAndHookEntry[] = [];
  (profile.DropAndHookTable ?? []).forEach((row, index) => {
    const ratePaid = readNumeric(row?.ratePaid);
    if (ratePaid) dropAndHook.push({ index, ratePaid, payout: readNumeric(row?.payout) });
  });
  return {
    soloRates: readRateTable(profile.soloRateTable),
    teamRates: readRateTable(profile.teamRateTable),
    legPayouts: readLegTable(profile.LegPayoutTable ?? []),
    spotPayouts: readSpotPayoutTable(profile.SpotPayoutTable ?? []),
    spotTiers: readCompanySpotTiers(profile),
    dropAndHook,
    fuel: fuelMultiplierOf(profile),
  };
}
