import type { FuelFileRow } from './fuel-file.ts';

/** What a purchase of the file becomes once matched: its tractor by fuel card, and the vendor check. */
export interface MatchedPurchase extends FuelFileRow {
  VehicleID?: string;
  unapprovedVendor: boolean;
}

/** Card numbers compare without spaces or dashes, as the provider prints them either way. */
export function cardKey(card: string): string {
  return card.replace(/[\s-]/g, '').toUpperCase();
}

/** Vendor names compare trimmed and upper-cased, as afpVendors is stored. */
export function vendorKey(name: string): string {
  return name.trim().replace(/\s+/g, ' ').toUpperCase();
}

/**
 * Matches each purchase to the tractor carrying its card (none when no tractor does) and flags vendors
 * outside the approved list. An empty approved list flags nothing: the company has not set one.
 */
export function matchPurchases(
  rows: readonly FuelFileRow[],
  tractors: ReadonlyArray<{ VehicleID: string; FuelCardNo?: string | null }>,
  afpVendors: readonly string[],
): MatchedPurchase[] {
  const byCard = new Map<string, string>();
  for (const t of tractors) if (t.FuelCardNo && t.FuelCardNo.trim() !== '') byCard.set(cardKey(t.FuelCardNo), t.VehicleID);
  const approved = new Set(afpVendors.map(vendorKey));
  return rows.map((row) => ({
    ...row,
    VehicleID: byCard.get(cardKey(row.FuelCardNo)),
    unapprovedVendor: approved.size > 0 && !approved.has(vendorKey(row.vendorName)),
  }));
}
