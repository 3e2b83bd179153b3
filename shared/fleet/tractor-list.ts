import type { ServiceState } from './tractor-api.ts';

/** Spec part 2 §5: the tractor list holds only tractors whose number is exactly 6 characters. */
export function isListedTractor(t: { VehicleID: string }): boolean {
  return t.VehicleID.length === 6;
}

/** The status filter of the list: active or not, then the shop board's column. */
export type TractorStatus = 'inactive' | ServiceState;

export function tractorStatus(t: { Active?: boolean; serviceState?: ServiceState }): TractorStatus {
  return t.Active === false ? 'inactive' : (t.serviceState ?? 'in-service');
}

/** A tractor fits a domicile filter when any of its '/'-separated codes is the one chosen. */
export function inDomicile(t: { Domicile?: string }, code: string): boolean {
  return (t.Domicile ?? '').split('/').some((c) => c.trim().toUpperCase() === code.toUpperCase());
}

/** The first day of the month before `today` (YYYY-MM-DD): tractor trips start there (spec part 2 §9). */
export function startOfPreviousMonth(today: string): string {
  const [y, m] = today.split('-').map(Number) as [number, number];
  const year = m === 1 ? y - 1 : y;
  const month = m === 1 ? 12 : m - 1;
  return `${year}-${String(month).padStart(2, '0')}-01`;
}

/** `today` minus `days` (YYYY-MM-DD). */
export function daysBefore(today: string, days: number): string {
  const d = new Date(`${today}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - days);
  return d.toISOString().slice(0, 10);
}
