import { weekQuery, type DriverWeekView, type TimecardsWeekView } from '#shared/timekeeping/api';
import { weekDays } from '#shared/timekeeping/week';
import { companyRoute } from '#lambdas/http/route-handler';
import { loadDriverItems } from '#lambdas/payroll/inputs/driver-lookups';
import { companyZone } from '#lambdas/data/company-zone';
import { requireTimekeeping, weekApprovals, weekShifts } from '#lambdas/timekeeping/shifts';
import { driverWeekView, keepsTime } from './driver-weeks.ts';

const PARALLEL_READS = 25;

/** The office's week: every active driver who keeps time or punched in the week, with days, totals, open and overlapping shifts and approval. */
export const handler = companyRoute({ query: weekQuery }, async ({ caller, query }): Promise<TimecardsWeekView> => {
  const { companyId } = caller;
  await requireTimekeeping(companyId);
  const [drivers, approvals, zone] = await Promise.all([loadDriverItems(companyId), weekApprovals(companyId, query.weekEnding), companyZone(companyId)]);
  const active = drivers.filter((d) => d.Active !== false && d.TermStatus !== true);
  const rows: DriverWeekView[] = [];
  for (let i = 0; i < active.length; i += PARALLEL_READS) {
    const chunk = active.slice(i, i + PARALLEL_READS);
    const weeks = await Promise.all(chunk.map((d) => weekShifts(companyId, d.DriverID, query.weekEnding)));
    chunk.forEach((driver, k) => {
      const view = driverWeekView(driver, weeks[k]!, approvals.get(driver.DriverID), query.weekEnding, zone);
      if (keepsTime(driver) || weeks[k]!.length > 0 || view.approval.version > 0) rows.push(view);
    });
  }
  rows.sort((a, b) => a.name.localeCompare(b.name) || a.DriverID.localeCompare(b.DriverID));
  return { weekEnding: query.weekEnding, days: weekDays(query.weekEnding), timeZone: zone, drivers: rows };
});
