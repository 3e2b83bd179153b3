import { previousMonth } from '#shared/reports/mmr-month';
import { todayIn } from '#shared/dates/time-zone';
import { segmentMiles } from '#shared/telematics/segment-miles';
import { localDay } from '#shared/telematics/local-day';
import { companyZone } from '#lambdas/data/company-zone';
import { buildMmrRecords, type DayMileageRow } from '#lambdas/reports/mmr/month-builder';
import { demoPlans, planAt, quarterHourAtOrBefore } from '#lib/local/telematics/demo-plan';
import type { DemoCompany } from './demo-companies.ts';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
/** As the feed's demo history (demo-telematics.ts): 90 days of hourly readings, the partial first day left out. */
const MILEAGE_DAYS = 90;

/**
 * The feed's day mileage of these months, from the same plans and readings as the feed's demo history,
 * which the local cloud stores only after the demo data (so the month is built before it is there).
 */
async function plannedDayMileage(company: DemoCompany, months: readonly string[]): Promise<DayMileageRow[]> {
  const timeZone = await companyZone(company.companyId);
  const end = quarterHourAtOrBefore(Date.now());
  const rows: DayMileageRow[] = [];
  for (const plan of demoPlans(company)) {
    const readings = [];
    for (let at = end - MILEAGE_DAYS * DAY_MS; at <= end; at += HOUR_MS) {
      const p = planAt(plan, at);
      readings.push({ atMs: at, odometer: p.odometer, stateProv: p.state, country: 'US' });
    }
    const firstDay = localDay(readings[0]!.atMs, timeZone);
    for (const r of segmentMiles(readings, timeZone)) {
      if (r.date !== firstDay && months.includes(r.date.slice(0, 7))) rows.push({ VehicleID: plan.VehicleID, date: r.date, miles: r.miles, odoStart: r.odoStart, odoStop: r.odoStop });
    }
  }
  return rows;
}

/** The demo's monthly maintenance reports: the last two full months, built by the report's own builder from the seeded shop and the feed's plans. */
export async function seedMmr(company: DemoCompany): Promise<void> {
  const last = previousMonth(todayIn(company.timeZone).slice(0, 7));
  const months = [previousMonth(last), last];
  const days = await plannedDayMileage(company, months);
  for (const month of months) await buildMmrRecords(company.companyId, month, 'Demo data', { dayMileage: days.filter((d) => d.date.startsWith(month)) });
}
