import type { TractorReading } from '#shared/maintenance/record-facts';
import { todayIn } from '#shared/dates/time-zone';
import { tractorEntity } from '#lambdas/data/entities/tractor';

/** The tractor's last odometer reading and its day in the company's zone. */
export function readingOf(tractor: { LatestOdometer?: number | null; lastTimeStamp?: string | null }, timeZone: string): TractorReading {
  const at = tractor.lastTimeStamp ? Date.parse(tractor.lastTimeStamp) : Number.NaN;
  return {
    odometer: typeof tractor.LatestOdometer === 'number' ? tractor.LatestOdometer : undefined,
    day: Number.isNaN(at) ? undefined : todayIn(timeZone, at),
  };
}

/** Every tractor's reading, by VehicleID, for checking a file of records at once. */
export async function companyReadings(companyId: string, timeZone: string): Promise<Map<string, TractorReading>> {
  const { data } = await tractorEntity().query.byVehicleId({ companyId }).go({ pages: 'all', attributes: ['VehicleID', 'LatestOdometer', 'lastTimeStamp'] });
  return new Map(data.map((t) => [t.VehicleID!, readingOf(t, timeZone)]));
}
