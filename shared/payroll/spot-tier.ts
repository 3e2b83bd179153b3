import { compare, fromNumber, sign, type Decimal } from '#shared/money/decimal';
import { readNumeric } from '#shared/money/numeric';
import * as fmt from './explain-format.ts';
import { isValidRateFor, recogniseLiveLoadType, recognisePayType, type LiveLoadTypeName, type PayTypeName } from './pay-types.ts';
import type { SpotTierInput } from './types.ts';

/** A spot rate tier ready to pay (spec part 1 §3.2, part 2 §3 rate tier). */
export interface SpotTier {
  readonly index: number;
  readonly start: Decimal;
  readonly end: Decimal;
  readonly payType: PayTypeName;
  /** Written as the tier holds it, before pct(). */
  readonly payRate: Decimal | undefined;
  readonly includeLiveLoad: boolean;
  readonly liveLoadType: LiveLoadTypeName;
  readonly liveLoadRate: Decimal | undefined;
  /** "Spot tier 101-9999 mi, % of Trip Rev", written once per pay run. */
  readonly title: string;
}

function titleOf(start: Decimal, end: Decimal, payType: PayTypeName): string {
  return `Spot tier ${fmt.range(start, end)}, ${payType}`;
}

const DEFAULT_START = fromNumber(0);
const DEFAULT_END = fromNumber(9999);

/**
 * A company tier: used as stored, with the spec's defaults where a value is not numeric or not
 * recognised (range 0–9999, `% of Trip Rev`, live load `Flat Rate`).
 */
export function readCompanyTier(input: SpotTierInput, index: number): SpotTier {
  const start = readNumeric(input.mileRangeStart) ?? DEFAULT_START;
  const end = readNumeric(input.mileRangeEnd) ?? DEFAULT_END;
  const payType = recognisePayType(input.payType) ?? '% of Trip Rev';
  return {
    index,
    start,
    end,
    payType,
    title: titleOf(start, end, payType),
    payRate: readNumeric(input.payRate),
    includeLiveLoad: input.includeLiveLoad === true,
    liveLoadType: recogniseLiveLoadType(input.liveLoadType) ?? 'Flat Rate',
    liveLoadRate: readNumeric(input.liveLoadRate),
  };
}

/**
 * Why a driver tier is not valid, or undefined when it is: a recognised payType, a numeric payRate that
 * is a valid rate for that type, a numeric mile range, and no spotName.
 */
export function driverTierProblem(input: SpotTierInput): string | undefined {
  const payType = recognisePayType(input.payType);
  if (!payType) return `pay type ${fmt.quote(input.payType)} is not one of the four pay types`;
  const rate = readNumeric(input.payRate);
  if (!rate) return `pay rate ${fmt.quote(input.payRate)} is not numeric`;
  if (!isValidRateFor(payType, rate)) return `pay rate ${fmt.rate(rate)} is not a valid ${payType} rate`;
  if (!readNumeric(input.mileRangeStart) || !readNumeric(input.mileRangeEnd)) return 'its mile range is not numeric';
  if (typeof input.spotName === 'string' && input.spotName.trim() !== '') return `it names a spot (${fmt.quote(input.spotName)})`;
  return undefined;
}

/** Legacy conversion: one tier 0–9999, % of Trip Rev at the percent rate, live load Flat Rate when > 0. */
export function legacyTier(percentRate: Decimal, livePayValue: Decimal | undefined): SpotTier {
  const includeLiveLoad = livePayValue !== undefined && sign(livePayValue) > 0;
  return {
    index: 0,
    start: DEFAULT_START,
    end: DEFAULT_END,
    payType: '% of Trip Rev',
    payRate: percentRate,
    includeLiveLoad,
    liveLoadType: 'Flat Rate',
    liveLoadRate: includeLiveLoad ? livePayValue : undefined,
    title: titleOf(DEFAULT_START, DEFAULT_END, '% of Trip Rev'),
  };
}

/** The first tier with mileRangeStart ≤ miles ≤ mileRangeEnd. */
export function findTier(tiers: readonly SpotTier[], miles: Decimal): SpotTier | undefined {
  for (const tier of tiers) {
    if (compare(tier.start, miles) <= 0 && compare(miles, tier.end) <= 0) return tier;
  }
  return undefined;
}
