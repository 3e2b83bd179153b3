import { dayQuery, type DriverSheets } from '#shared/schedules/api';
import { companyRoute } from '#lambdas/http/route-handler';
import { boardDrivers } from './board-view.ts';
import { companyToday } from '#lambdas/data/company-zone';
import { entryView, loadWeek } from './entries.ts';

/** The day's driver sheets: one per driver scheduled that day (drafts included: the office prints before publishing too). */
export const handler = companyRoute({ query: dayQuery }, async ({ caller, query }): Promise<DriverSheets> => {
  const day = query.day ?? (await companyToday(caller.companyId));
  const [drivers, items] = await Promise.all([boardDrivers(caller.companyId), loadWeek(caller.companyId, day)]);
  const names = new Map(drivers.map((d) => [d.DriverID, d.name]));
  const sheets = items.filter((e) => e.day === day).map((e) => ({ DriverID: e.category, name: names.get(e.category) ?? e.category, entry: entryView(e) }));
  return { day, sheets: sheets.sort((a, b) => a.entry.startTime.localeCompare(b.entry.startTime) || a.name.localeCompare(b.name)) };
});
