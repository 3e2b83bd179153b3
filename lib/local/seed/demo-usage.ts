import { batchPut } from '#lambdas/data/batch';
import { pageUsageWeekEntity } from '#lambdas/data/entities/page-usage-week';
import { isoWeekOf } from '#shared/company/usage';
import type { DemoCompany } from './demo-companies.ts';

/** What each role opens in a typical week (the demo's usage analytics): path, role, opens a week. */
const TYPICAL_WEEK: ReadonlyArray<readonly [string, number, number]> = [
  ['/dashboard-tools', 1, 14], ['/company-setup', 1, 2], ['/payroll-tools', 1, 6], ['/map-view', 1, 9],
  ['/payroll-tools', 2, 38], ['/calculate-payroll', 2, 11], ['/settlement-adjustments', 2, 7], ['/payroll-settings', 2, 3],
  ['/map-view', 3, 42], ['/schedule-tools', 3, 30], ['/manage-drivers', 3, 12], ['/tractor-dashboard', 3, 16],
  ['/maintenance', 4, 27], ['/manager-inspections', 4, 19], ['/tractor-repair-tools', 4, 8],
  ['/driver-dashboard', 8, 55], ['/driver-paydoc', 8, 21], ['/pretrip-safety-inspection', 8, 34], ['/driver-timeclock', 8, 40],
];

const WEEK_MS = 7 * 86_400_000;

/**
 * Red Mesa's page usage of the 12 complete weeks before this one (Blue Ridge has none). The current week is
 * left to real navigations, so a restart's puts never overwrite what was counted this week.
 */
export async function seedUsage(company: DemoCompany, now = Date.now()): Promise<void> {
  if (company.companyId !== 'red-mesa-freight') return;
  const items = [];
  for (let back = 1; back <= 12; back += 1) {
    const week = isoWeekOf(now - back * WEEK_MS, company.timeZone);
    for (const [index, [path, role, typical]] of TYPICAL_WEEK.entries()) {
      // A steady rise towards today, with a small weekly wobble per page.
      const count = Math.max(1, Math.round(typical * (0.7 + (12 - back) * 0.03) + ((back * 7 + index * 3) % 5) - 2));
      items.push({ companyId: company.companyId, week, path, role, count });
    }
  }
  await batchPut(pageUsageWeekEntity(), items);
}
