/** What the spot name extraction needs of a trip record. */
export interface SpotTrip {
  RunType: string;
  SpotName?: string;
  SiteName?: string;
}

export interface SpotRunName {
  spotName: string;
  siteName: string;
  trips: number;
  /** The spot payout table already has a row of this name (compared as the pay rules do). */
  inSpotTable: boolean;
}

/** A spot name as the spot payout table matches it: trimmed, case ignored. */
export function spotKey(name: string | undefined): string {
  return (name ?? '').trim().toUpperCase();
}

/**
 * The distinct spot names of a run's SPOT trips (SpotName, else SiteName), with how many trips carry
 * each and whether the spot payout table already has it; names missing from the table first, then by name.
 */
export function extractSpotRunNames(trips: readonly SpotTrip[], spotTableNames: readonly string[]): SpotRunName[] {
  const known = new Set(spotTableNames.map(spotKey));
  const found = new Map<string, SpotRunName>();
  for (const trip of trips) {
    if (trip.RunType.trim().toUpperCase() !== 'SPOT') continue;
    const spotName = (trip.SpotName ?? '').trim() || (trip.SiteName ?? '').trim();
    if (!spotName) continue;
    const key = spotKey(spotName);
    const entry = found.get(key) ?? { spotName, siteName: (trip.SiteName ?? '').trim(), trips: 0, inSpotTable: known.has(key) };
    entry.trips += 1;
    found.set(key, entry);
  }
  return [...found.values()].sort((a, b) => Number(a.inSpotTable) - Number(b.inSpotTable) || a.spotName.localeCompare(b.spotName));
}
