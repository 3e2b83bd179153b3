import { bonusButtonBody, storedBonusButtonFields, type BonusButtonEdit } from '#shared/payroll-api/tools';
import type { BonusButtonView } from '#web/api/payroll-rules.ts';

export interface MethodDraft {
  id?: string;
  type: string;
  rate: string;
  flatAmount: string;
  maxPayout: string;
}

/** The bonus editor's draft: numbers as typed text, lists as arrays, every normalised field present. */
export interface BonusDraft {
  id?: string;
  version?: number;
  label: string;
  hint: string;
  payoutType: string;
  rate: string;
  flatAmount: string;
  maxPayout: string;
  mileageMin: string;
  mileageMax: string;
  payAllMiles: boolean;
  taxable: boolean;
  payable: boolean;
  bonus: boolean;
  incentive: boolean;
  autopay: boolean;
  includeTripEarnings: boolean;
  categories: string;
  tenureMinDays: string;
  driverIds: string[];
  domicileIds: string[];
  tractorIds: string[];
  matchStrategy: 'any' | 'all';
  applyToAll: boolean;
  enforceMileage: boolean;
  minMiles: string;
  maxMiles: string;
  calculationMethods: MethodDraft[];
}

const text = (value: number | undefined | null) => (value === undefined || value === null ? '' : String(value));

export function emptyBonusDraft(): BonusDraft {
  return {
    label: '', hint: '', payoutType: 'flat-rate', rate: '', flatAmount: '', maxPayout: '', mileageMin: '', mileageMax: '',
    payAllMiles: false, taxable: true, payable: true, bonus: true, incentive: false, autopay: false, includeTripEarnings: true,
    categories: '', tenureMinDays: '', driverIds: [], domicileIds: [], tractorIds: [], matchStrategy: 'any', applyToAll: false,
    enforceMileage: false, minMiles: '0', maxMiles: '9999', calculationMethods: [],
  };
}

const BONUS_KEYS = new Set(Object.keys(bonusButtonBody.shape));

/**
 * A stored button as a draft. Stored buttons may lack fields that have defaults (eligibility,
 * lists), so the API's own schema fills them in before the draft is made.
 */
export function bonusDraftOf(stored: Partial<BonusButtonView> & { id?: string; label?: string }): BonusDraft {
  const known = Object.fromEntries(Object.entries(stored).filter(([k, v]) => BONUS_KEYS.has(k) && v !== null && v !== undefined));
  const parsed = storedBonusButtonFields.safeParse(known);
  if (!parsed.success) return { ...emptyBonusDraft(), ...(stored.id ? { id: stored.id } : {}), label: stored.label ?? '' };
  const b = { ...parsed.data, id: stored.id ?? '' };
  return {
    ...(b.id ? { id: b.id } : {}),
    ...(b.version !== undefined ? { version: b.version } : {}),
    label: b.label, hint: b.hint ?? '', payoutType: b.payoutType, rate: text(b.rate), flatAmount: text(b.flatAmount), maxPayout: text(b.maxPayout),
    mileageMin: text(b.mileageMin), mileageMax: text(b.mileageMax), payAllMiles: b.payAllMiles, taxable: b.taxable, payable: b.payable,
    bonus: b.bonus, incentive: b.incentive, autopay: b.autopay, includeTripEarnings: b.includeTripEarnings, categories: b.categories.join(', '),
    tenureMinDays: text(b.tenureMinDays), driverIds: [...b.driverIds], domicileIds: [...b.domicileIds], tractorIds: [...b.tractorIds],
    matchStrategy: b.matchStrategy, applyToAll: b.applyToAll, enforceMileage: b.eligibility.enforceMileage,
    minMiles: text(b.eligibility.minMiles), maxMiles: text(b.eligibility.maxMiles),
    calculationMethods: b.calculationMethods.map((m) => ({ ...(m.id ? { id: m.id } : {}), type: m.type, rate: text(m.rate), flatAmount: text(m.flatAmount), maxPayout: text(m.maxPayout) })),
  };
}

/** Blank is "not set"; other text becomes a number, or stays text so the schema names the field. */
function num(value: string): number | string | undefined {
  const trimmed = value.trim();
  if (trimmed === '') return undefined;
  return Number.isFinite(Number(trimmed)) ? Number(trimmed) : trimmed;
}

function defined<T extends Record<string, unknown>>(record: T): T {
  return Object.fromEntries(Object.entries(record).filter(([, v]) => v !== undefined)) as T;
}

/** The request body (bonusButtonBody), before validation. */
export function bonusBodyOf(d: BonusDraft): Record<string, unknown> {
  return defined({
    label: d.label, hint: d.hint.trim() || undefined, payoutType: d.payoutType, rate: num(d.rate), flatAmount: num(d.flatAmount), maxPayout: num(d.maxPayout),
    mileageMin: num(d.mileageMin), mileageMax: num(d.mileageMax), payAllMiles: d.payAllMiles, taxable: d.taxable, payable: d.payable, bonus: d.bonus,
    incentive: d.incentive, autopay: d.autopay, includeTripEarnings: d.includeTripEarnings, categories: d.categories.split(','),
    tenureMinDays: num(d.tenureMinDays), driverIds: d.driverIds, domicileIds: d.domicileIds, tractorIds: d.tractorIds, matchStrategy: d.matchStrategy,
    applyToAll: d.applyToAll, eligibility: { enforceMileage: d.enforceMileage, minMiles: num(d.minMiles) ?? 0, maxMiles: num(d.maxMiles) ?? 9999 },
    calculationMethods: d.calculationMethods.map((m) => defined({ id: m.id, type: m.type, rate: num(m.rate), flatAmount: num(m.flatAmount), maxPayout: num(m.maxPayout) })),
    version: d.version,
  });
}

export type BonusBody = BonusButtonEdit;
