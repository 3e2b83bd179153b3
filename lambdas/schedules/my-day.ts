import { dayQuery, type DriverDay } from '#shared/schedules/api';
import { todayIn } from '#shared/dates/time-zone';
import { startOfPreviousMonth } from '#shared/schedules/week';
import { companyRoute } from '#lambdas/http/route-handler';
import { companyZone } from '#lambdas/data/company-zone';
import { tripsOfDay } from './day-trips.ts';
import { entryView, loadDriverRange } from './entries.ts';
import { ownDriverId } from './own-driver.ts';

/** The driver's day view: his published schedule of that day and his trips of that day from the pay runs. */
export const handler = companyRoute({ query: dayQuery }, async ({ caller, query }): Promise<DriverDay> => {
  const DriverID = ownDriverId(caller);
  const timeZone = await companyZone(caller.companyId);
  const day = query.day ?? todayIn(timeZone);
  const earliest = startOfPreviousMonth(todayIn(timeZone));
  const [items, trips] = await Promise.all([
    loadDriverRange(caller.companyId, DriverID, day, day),
    tripsOfDay(caller.companyId, DriverID, day, earliest, timeZone),
  ]);
  return { day, earliest, entries: items.filter((e) => e.state === 'published').map(entryView), trips };
});
