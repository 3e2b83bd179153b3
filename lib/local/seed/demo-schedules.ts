import { todayIn } from '#shared/dates/time-zone';
import { addDays, weekOf } from '#shared/schedules/week';
import { scheduleEntryEntity } from '#lambdas/data/entities/schedule-entry';
import { batchPut } from '#lambdas/data/batch';
import type { DemoCompany } from './demo-companies.ts';

type Lane = readonly [origin: string, destination: string];

/** Each company runs its own terminals' lanes: Red Mesa the Phoenix area's (as its feed drives I-10, I-25 and I-40/I-17), Blue Ridge I-85's. */
const LANES: Readonly<Record<string, readonly Lane[]>> = {
  'red-mesa-freight': [['PHX', 'ELP'], ['PHX', 'TUS'], ['PHX', 'ABQ'], ['ELP', 'ABQ'], ['PHX', 'LAS']],
  'blue-ridge-carriers': [['RIC', 'CLT'], ['CLT', 'RIC']],
};

/** A company's lanes, or every pair of its domiciles when it has none listed. */
export function demoLanes(company: Pick<DemoCompany, 'companyId' | 'domiciles'>): readonly Lane[] {
  return LANES[company.companyId] ?? company.domiciles.flatMap((origin) => company.domiciles.filter((d) => d !== origin).map((destination): Lane => [origin, destination]));
}
const STARTS = ['05:00', '06:30', '08:00', '14:00', '21:30'] as const;

/**
 * This week published (Monday to Friday) and next week as drafts, one tractor a driver, so the board,
 * the driver's phone, the sheets and the PM report's departures have something to show on every start.
 */
export async function seedSchedules(company: DemoCompany, now = new Date()): Promise<void> {
  const week = weekOf(todayIn(company.timeZone, now));
  const drivers = Math.min(company.driverCount, company.tractorCount);
  const lanes = demoLanes(company);
  const at = now.toISOString();
  const entries = [week, addDays(week, 7)].flatMap((monday, w) =>
    Array.from({ length: drivers }, (_, i) => Array.from({ length: 5 }, (_, d) => {
      const [origin, destination] = lanes[(i + d) % lanes.length]!;
      return {
        companyId: company.companyId, week: monday, category: String(company.driverIdBase + i), day: addDays(monday, d),
        VehicleID: String(company.vehicleIdBase + i), RunType: i % 4 === 3 ? ('SPOT' as const) : ('LINEHAUL' as const), startTime: STARTS[i % STARTS.length]!,
        legs: [{ origin, destination }, { origin: destination, destination: origin }], notes: d === 0 ? 'Check in with the yard on arrival.' : '',
        updatedAt: at, updatedBy: 'Dispatch', version: 1,
        ...(w === 0 ? { state: 'published' as const, publishedAt: at, publishedBy: 'Dispatch' } : { state: 'draft' as const }),
      };
    })).flat());
  await batchPut(scheduleEntryEntity(), entries);
}
