import type { PointRow } from '#shared/reports/points-summary';
import { scheduleFields } from '#lambdas/reports/company/schedule-fields';
import { replacePointsTable } from '#lambdas/reports/company/points-table';
import { scheduledReportEntity } from '#lambdas/data/entities/scheduled-report';
import { companyZone } from '#lambdas/data/company-zone';
import type { DemoCompany } from './demo-companies.ts';
import { demoDrivers } from './demo-fleet.ts';

const DAY_MS = 86_400_000;

/**
 * The demo's points table: one row a driver refreshed this week, an older row for every third driver
 * (the rule keeps the later one) and "N/A" for every seventh (left out), so the panel shows the rule at work.
 */
export function demoPointRows(company: DemoCompany, now = Date.now()): PointRow[] {
  // A screenful: the chart stays readable.
  const drivers = demoDrivers(company).filter((d) => d.Active).slice(0, 24);
  const latest = new Date(now - 2 * DAY_MS);
  const refreshed = `Refreshed ${latest.toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' })}`;
  return drivers.flatMap((d, i) => {
    const name = `${d.FirstName} ${d.LastName}`;
    const availability = 78 + ((i * 37) % 220) / 10;
    const row: PointRow = {
      id: d.DriverID, name, availabilityText: i % 7 === 3 ? 'N/A' : availability.toFixed(1), updatedOn: latest.toISOString(),
      reportUrl: '', refreshedOnText: refreshed, metrics: [{ name: 'Safety Points', value: (i * 3) % 11 }],
    };
    if (i % 3 !== 0) return [row];
    const older = { ...row, availabilityText: (availability - 6).toFixed(1), updatedOn: new Date(now - 9 * DAY_MS).toISOString() };
    return [older, row];
  });
}

/** The points table and the owner's weekly Points Summary e-mail. */
export async function seedCompanyReports(company: DemoCompany, subs: ReadonlyMap<string, string>): Promise<void> {
  const owner = company.users.find((u) => u.role === 1);
  if (!owner) return;
  await replacePointsTable(company.companyId, demoPointRows(company), { fileName: 'points-summary.xlsx', uploadedBy: owner.name });
  const body = { reportName: 'points-summary', frequency: 'weekly' as const, dayOfWeek: 1, hour: 7, recipients: [owner.email], active: true };
  await scheduledReportEntity()
    .put({
      companyId: company.companyId, scheduleId: 'demo-points', ...scheduleFields(body, await companyZone(company.companyId)),
      createdBy: subs.get(owner.email) ?? owner.email, createdByName: owner.name, createdAt: new Date().toISOString(),
    })
    .go();
}
