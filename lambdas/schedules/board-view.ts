import type { BoardDriver, WeekBoard } from '#shared/schedules/api';
import { weekDays, weekOf } from '#shared/schedules/week';
import { driverEntity } from '#lambdas/data/entities/driver';
import { entryView, loadWeek } from './entries.ts';

/** The company's active drivers, by name, for the rows of the board and the sheets. */
export async function boardDrivers(companyId: string): Promise<BoardDriver[]> {
  const { data } = await driverEntity().query.byDriverId({ companyId }).go({ pages: 'all', attributes: ['DriverID', 'DisplayName', 'Domicile', 'Active', 'TermStatus'] });
  return data
    .filter((d) => d.Active !== false && d.TermStatus !== true)
    .map((d) => ({ DriverID: d.DriverID, name: d.DisplayName, Domicile: d.Domicile ?? '' }))
    .sort((a, b) => a.name.localeCompare(b.name) || a.DriverID.localeCompare(b.DriverID));
}

/** Dispatch's week: drivers × 7 days and every entry of the week, read in parallel (one query each). */
export async function weekBoard(companyId: string, week: string): Promise<WeekBoard> {
  const monday = weekOf(week);
  const [drivers, items] = await Promise.all([boardDrivers(companyId), loadWeek(companyId, monday)]);
  const entries = items.map(entryView);
  const drafts = entries.filter((e) => e.state === 'draft');
  // A driver no longer active who still has entries keeps his row, so nothing scheduled is hidden.
  const known = new Set(drivers.map((d) => d.DriverID));
  const missing = [...new Set(entries.map((e) => e.DriverID))].filter((id) => !known.has(id)).map((DriverID) => ({ DriverID, name: DriverID, Domicile: '' }));
  return { week: monday, days: weekDays(monday), drivers: [...drivers, ...missing], entries, drafts: drafts.length, draftDrivers: new Set(drafts.map((e) => e.DriverID)).size };
}
