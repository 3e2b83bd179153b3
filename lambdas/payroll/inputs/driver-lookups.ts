import type { BonusButtonInput, DriverLookup } from '#shared/payroll/types';
import { bonusButtonEntity, type BonusButtonItem } from '#lambdas/data/entities/bonus-button';
import { driverEntity, type DriverItem } from '#lambdas/data/entities/driver';

const NOT_ENGINE_FIELDS = new Set(['companyId', 'version', 'uid']);

/** A stored driver as the engine reads him; the stored TermStatus flag becomes the text the rules test. */
export function driverLookupOf(item: DriverItem): DriverLookup {
  const fields = Object.fromEntries(Object.entries(item).filter(([k, v]) => !NOT_ENGINE_FIELDS.has(k) && v !== undefined));
  return { ...fields, DriverID: item.DriverID, TermStatus: item.TermStatus ? 'Terminated' : '' } as DriverLookup;
}

export async function loadDriverItems(companyId: string): Promise<DriverItem[]> {
  const { data } = await driverEntity().query.byDriverId({ companyId }).go({ pages: 'all' });
  return data;
}

/** The ids of the company's drivers in the lookup, without reading the rest of each driver. */
export async function loadDriverIds(companyId: string): Promise<Set<string>> {
  const { data } = await driverEntity().query.byDriverId({ companyId }).go({ pages: 'all', attributes: ['DriverID'] });
  return new Set(data.map((d) => d.DriverID));
}

export async function loadDriverLookups(companyId: string): Promise<Map<string, DriverLookup>> {
  const items = await loadDriverItems(companyId);
  return new Map(items.map((d) => [d.DriverID, driverLookupOf(d)]));
}

const NOT_BUTTON_FIELDS = new Set(['companyId', 'version', 'createdBy', 'updatedBy', 'updatedAt']);

export function bonusButtonInputOf(item: BonusButtonItem): BonusButtonInput {
  return Object.fromEntries(Object.entries(item).filter(([k, v]) => !NOT_BUTTON_FIELDS.has(k) && v !== undefined)) as BonusButtonInput;
}

/** Bonus buttons ordered by label, as the spec lists them and the engine applies them. */
export async function loadBonusButtons(companyId: string): Promise<BonusButtonItem[]> {
  const { data } = await bonusButtonEntity().query.byId({ companyId }).go({ pages: 'all' });
  return data.sort((a, b) => a.label.localeCompare(b.label) || a.id.localeCompare(b.id));
}
