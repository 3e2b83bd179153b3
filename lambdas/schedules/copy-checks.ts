import type { CopyRefusal, CopyWarning } from '#shared/schedules/api';
import { batchGet } from '#lambdas/data/batch';
import { driverEntity } from '#lambdas/data/entities/driver';
import { mapBounded } from '#lambdas/data/map-bounded';
import type { ScheduleEntryItem } from '#lambdas/data/entities/schedule-entry';
import { driverRefusal } from './driver-check.ts';
import { judgeOn, readTractorFacts, type TractorFacts } from './tractor-check.ts';

/** Tractors read at once while judging a copied week (each is four small reads). */
const TRACTORS_AT_ONCE = 8;

/** A day of the source week and the day of the target week it would be copied to. */
export interface CopiedDay { entry: ScheduleEntryItem; day: string }
export interface CopyVerdicts { accepted: CopiedDay[]; refused: CopyRefusal[]; warned: CopyWarning[] }

async function readFleet(companyId: string, VehicleIDs: readonly string[]): Promise<Map<string, TractorFacts>> {
  const read = await mapBounded(VehicleIDs, TRACTORS_AT_ONCE, (VehicleID) => readTractorFacts(companyId, VehicleID));
  return new Map(read.map((f) => [f.VehicleID, f]));
}

/** Last week's reason excused last week's run: the copy says it was not kept, so nobody assumes it was. */
function withOldReason(message: string, entry: ScheduleEntryItem): string {
  const old = entry.outOfServiceOverride?.reason;
  return old ? `${message} The reason given for ${entry.day} ("${old}") is not carried over.` : message;
}

/**
 * Judges each day of a week copy as a save of that day is judged, on the day it is copied to: a driver
 * who is not in the list or not active, a tractor that is not the company's or not active, and an
 * out-of-service tractor (no reason comes with a copy) are refused; the tractor's lesser problems warn.
 */
export async function judgeCopies(companyId: string, days: readonly CopiedDay[]): Promise<CopyVerdicts> {
  const DriverIDs = [...new Set(days.map((d) => d.entry.category))];
  const [drivers, fleet] = await Promise.all([
    batchGet(driverEntity(), DriverIDs.map((DriverID) => ({ companyId, DriverID }))),
    readFleet(companyId, [...new Set(days.map((d) => d.entry.VehicleID))]),
  ]);
  const byId = new Map(drivers.map((d) => [d.DriverID, d]));
  const verdicts: CopyVerdicts = { accepted: [], refused: [], warned: [] };
  for (const copied of days) {
    const { entry, day } = copied;
    const driver = byId.get(entry.category);
    const about = { DriverID: entry.category, name: driver?.DisplayName ?? entry.category, day, VehicleID: entry.VehicleID };
    const refusal = driverRefusal(entry.category, driver);
    if (refusal) {
      verdicts.refused.push({ ...about, field: 'DriverID', message: refusal });
      continue;
    }
    const verdict = judgeOn(fleet.get(entry.VehicleID)!, day, undefined);
    if (!verdict.ok) {
      verdicts.refused.push({ ...about, field: verdict.field, message: verdict.field === 'outOfServiceReason' ? withOldReason(verdict.message, entry) : verdict.message });
      continue;
    }
    verdicts.accepted.push(copied);
    if (verdict.warnings.length > 0) verdicts.warned.push({ ...about, warnings: verdict.warnings });
  }
  // By day, then driver, as the board reads.
  const order = (a: { day: string; name: string }, b: { day: string; name: string }) => a.day.localeCompare(b.day) || a.name.localeCompare(b.name);
  verdicts.refused.sort(order);
  verdicts.warned.sort(order);
  return verdicts;
}
