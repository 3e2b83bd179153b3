import { readNumeric } from '#shared/money/numeric';
import { toNumber } from '#shared/money/decimal';
import type { BonusButtonInput, CalculationMethodInput, IdInput } from './types.ts';

export type MethodType = 'per-mile' | 'flat-rate' | 'percent-trip-rev' | 'percent-gross-rev';
const METHOD_TYPES: readonly MethodType[] = ['per-mile', 'flat-rate', 'percent-trip-rev', 'percent-gross-rev'];

export interface CalculationMethod {
  readonly id: string;
  /** One of the four method types, or the unrecognised text as given (it pays 0). */
  readonly type: MethodType | string;
  readonly rate: number | undefined;
  readonly flatAmount: number | undefined;
  readonly maxPayout: number | undefined;
}

/** A bonus button / payout rule with the spec's defaults applied (part 2 §3). */
export interface BonusButton {
  readonly id: string;
  readonly label: string;
  readonly hint: string | undefined;
  readonly payoutType: MethodType | string;
  readonly rate: number | undefined;
  readonly flatAmount: number | undefined;
  readonly maxPayout: number | undefined;
  readonly mileageMin: number;
  readonly mileageMax: number;
  readonly payAllMiles: boolean;
  readonly taxable: boolean;
  readonly payable: boolean;
  readonly bonus: boolean;
  readonly incentive: boolean;
  readonly autopay: boolean;
  readonly includeTripEarnings: boolean;
  readonly categories: readonly string[];
  readonly tenureMinDays: number | undefined;
  readonly driverIds: readonly string[];
  readonly domicileIds: readonly string[];
  readonly tractorIds: readonly string[];
  /** Domicile and tractor selectors upper-cased, as driver domicile codes and VehicleIDs are compared. */
  readonly domicileKeys: ReadonlySet<string>;
  readonly tractorKeys: readonly string[];
  readonly matchStrategy: 'any' | 'all';
  readonly applyToAll: boolean;
  readonly eligibility: { readonly enforceMileage: boolean; readonly minMiles: number; readonly maxMiles: number };
  readonly calculationMethods: readonly CalculationMethod[];
  readonly primaryMethod: MethodType | string;
  readonly hasMultipleMethods: boolean;
  readonly methodTypes: readonly string[];
}

const DEFAULT_MILEAGE_MIN = 0;
const DEFAULT_MILEAGE_MAX = 9999;

function numberOf(value: unknown): number | undefined {
  const parsed = readNumeric(value);
  return parsed ? toNumber(parsed) : undefined;
}

/** "Per Mile", "per_mile" and "per-mile" are the same method type. */
export function methodTypeOf(text: unknown): MethodType | string {
  const normal = typeof text === 'string' ? text.trim().toLowerCase().replace(/[\s_]+/g, '-') : '';
  return (METHOD_TYPES as readonly string[]).includes(normal) ? (normal as MethodType) : typeof text === 'string' ? text : '';
}

function idList(values: readonly IdInput[] | null | undefined): string[] {
  const seen = new Set<string>();
  for (const value of values ?? []) {
    const text = value === null || value === undefined ? '' : String(value).trim();
    if (text !== '') seen.add(text);
  }
  return [...seen];
}

function readMethod(input: CalculationMethodInput, index: number): CalculationMethod {
  return {
    id: input.id === null || input.id === undefined || String(input.id).trim() === '' ? `method-${index + 1}` : String(input.id).trim(),
    type: methodTypeOf(input.type),
    rate: numberOf(input.rate),
    flatAmount: numberOf(input.flatAmount),
    maxPayout: numberOf(input.maxPayout),
  };
}

/**
 * Normalises a stored button: taxable, payable and includeTripEarnings default to true; categories are
 * trimmed and unique; a button without calculation methods gets one from its own payoutType, rate and
 * flatAmount (flat-rate when it names none).
 */
export function normaliseBonusButton(input: BonusButtonInput, position: number): BonusButton {
  const id = input.id === null || input.id === undefined || String(input.id).trim() === '' ? `button-${position + 1}` : String(input.id).trim();
  const payoutType = input.payoutType ? methodTypeOf(input.payoutType) : 'flat-rate';
  const given = (input.calculationMethods ?? []).filter((method) => method !== null && typeof method === 'object');
  const methods = given.length > 0
    ? given.map(readMethod)
    : [{ id: 'primary', type: payoutType, rate: numberOf(input.rate), flatAmount: numberOf(input.flatAmount), maxPayout: undefined }];
  const methodTypes = [...new Set(methods.map((method) => method.type))];
  const eligibility = input.eligibility ?? {};
  const domicileIds = idList(input.domicileIds);
  const tractorIds = idList(input.tractorIds);
  return {
    id,
    label: typeof input.label === 'string' && input.label.trim() !== '' ? input.label.trim() : id,
    hint: typeof input.hint === 'string' ? input.hint : undefined,
    payoutType,
    rate: numberOf(input.rate),
    flatAmount: numberOf(input.flatAmount),
    maxPayout: numberOf(input.maxPayout),
    mileageMin: numberOf(input.mileageMin) ?? DEFAULT_MILEAGE_MIN,
    mileageMax: numberOf(input.mileageMax) ?? DEFAULT_MILEAGE_MAX,
    payAllMiles: input.payAllMiles === true,
    taxable: input.taxable !== false,
    payable: input.payable !== false,
    bonus: input.bonus === true,
    incentive: input.incentive === true,
    autopay: input.autopay === true,
    includeTripEarnings: input.includeTripEarnings !== false,
    categories: [...new Set((input.categories ?? []).filter((c): c is string => typeof c === 'string').map((c) => c.trim()).filter((c) => c !== ''))],
    tenureMinDays: numberOf(input.tenureMinDays),
    driverIds: idList(input.driverIds),
    domicileIds,
    tractorIds,
    domicileKeys: new Set(domicileIds.map((id) => id.toUpperCase())),
    tractorKeys: tractorIds.map((id) => id.toUpperCase()),
    matchStrategy: typeof input.matchStrategy === 'string' && input.matchStrategy.trim().toLowerCase() === 'all' ? 'all' : 'any',
    applyToAll: input.applyToAll === true,
    eligibility: {
      enforceMileage: eligibility.enforceMileage === true,
      minMiles: numberOf(eligibility.minMiles) ?? DEFAULT_MILEAGE_MIN,
      maxMiles: numberOf(eligibility.maxMiles) ?? DEFAULT_MILEAGE_MAX,
    },
    calculationMethods: methods,
    primaryMethod: methods[0]?.type ?? payoutType,
    hasMultipleMethods: methods.length > 1,
    methodTypes,
  };
}

/** Buttons in label order (code-point order, as the stored collection sorts), ties by id. */
export function byLabel(a: BonusButton, b: BonusButton): number {
  if (a.label !== b.label) return a.label < b.label ? -1 : 1;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

export function normaliseBonusButtons(inputs: readonly BonusButtonInput[] | null | undefined): BonusButton[] {
  return (inputs ?? []).map((input, position) => normaliseBonusButton(input, position)).sort(byLabel);
}
