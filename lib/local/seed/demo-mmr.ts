import { previousMonth } from '#shared/reports/mmr-month';
import { DEFAULT_TIME_ZONE, todayIn } from '#shared/maintenance/service-dates';
import { buildMmrRecords } from '#lambdas/reports/mmr/month-builder';
import type { DemoCompany } from './demo-companies.ts';

/** The demo's monthly maintenance reports: the last two full months, built by the report's own builder from the seeded shop and feed. */
export async function seedMmr(company: DemoCompany): Promise<void> {
  const last = previousMonth(todayIn(DEFAULT_TIME_ZONE).slice(0, 7));
  for (const month of [previousMonth(last), last]) await buildMmrRecords(company.companyId, month, 'Demo data');
}
