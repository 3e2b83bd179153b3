import { todayIn } from '#shared/dates/time-zone';
import { addIsoDays, driverWeek, weekDays, weekEndingOf } from '#shared/timekeeping/week';
import { wallClockToEpochMs } from '#shared/telematics/local-day';
import { batchPut } from '#lambdas/data/batch';
import { driverEntity } from '#lambdas/data/entities/driver';
import { timePunchEntity } from '#lambdas/data/entities/time-punch';
import { timecardApprovalEntity } from '#lambdas/data/entities/timecard-approval';
import type { DemoCompany } from './demo-companies.ts';
import { DEMO_WEEK_ENDING } from './demo-payroll.ts';

/** Day shifts for three drivers and a night shift (through midnight) for the fourth, Monday to Friday. */
const SHIFTS = [[6, 0, 14, 30], [7, 0, 16, 0], [5, 30, 13, 45], [22, 0, 6, 30]] as const;
const KEEPERS = SHIFTS.length;
const NIGHT = 3;
/** The day-shift keeper paid by the hour (not the signed-in demo driver, whose pay other screens show). */
const HOURLY = 1;
export const DEMO_HOURLY_RATE = 24.5;

function stamp(timeZone: string, day: string, hour: number, minute: number): string {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(wallClockToEpochMs(y!, m!, d!, hour, minute, 0, timeZone)).toISOString();
}

function shiftsOf(company: DemoCompany, days: readonly string[], k: number) {
  const [inH, inM, outH, outM] = SHIFTS[k]!;
  return days.map((day, n) => {
    const inAt = stamp(company.timeZone, day, inH, inM);
    const outAt = stamp(company.timeZone, outH < inH ? addIsoDays(day, 1) : day, outH, outM);
    return { companyId: company.companyId, DriverID: String(company.driverIdBase + k), punchId: `${inAt}_seed${n}`, in: inAt, out: outAt, createdBy: 'Timeclock', version: 1 };
  });
}

/**
 * A timekeeping company's clock: last week's shifts, approved, and this week's up to yesterday with one
 * shift still open today (not the demo driver's, so he can clock in himself). One keeper is paid by the
 * hour, and his shifts of the demo pay run's week are approved too, so calculating that run pays his time.
 */
export async function seedTimekeeping(company: DemoCompany, now = new Date()): Promise<void> {
  if (!company.timekeepingEnabled) return;
  const today = todayIn(company.timeZone, now);
  const thisWeek = weekEndingOf(today);
  const lastWeek = addIsoDays(thisWeek, -7);
  const workdays = (week: string) => weekDays(week).slice(1, 6);
  const punches = [];
  const approvals = [];
  for (let k = 0; k < KEEPERS; k++) {
    const last = shiftsOf(company, workdays(lastWeek), k);
    // Only shifts already over: day shifts before today, the night shift before yesterday.
    const current = shiftsOf(company, workdays(thisWeek).filter((d) => d < addIsoDays(today, k === NIGHT ? -1 : 0)), k);
    punches.push(...last, ...current);
    const { cards } = driverWeek(last, lastWeek, company.timeZone);
    approvals.push({ companyId: company.companyId, weekEnding: lastWeek, DriverID: String(company.driverIdBase + k), approved: true, cards, approvedByUid: 'seed', approvedBy: 'Payroll', approvedAt: stamp(company.timeZone, addIsoDays(lastWeek, 1), 9, 0), version: 1 });
  }
  // The demo run's week is fixed while the weeks above move with today: it gets approved shifts of its own.
  const hourly = shiftsOf(company, workdays(DEMO_WEEK_ENDING), HOURLY);
  punches.push(...hourly);
  approvals.push({ companyId: company.companyId, weekEnding: DEMO_WEEK_ENDING, DriverID: String(company.driverIdBase + HOURLY), approved: true, cards: driverWeek(hourly, DEMO_WEEK_ENDING, company.timeZone).cards, approvedByUid: 'seed', approvedBy: 'Payroll', approvedAt: stamp(company.timeZone, addIsoDays(DEMO_WEEK_ENDING, 1), 9, 0), version: 1 });
  await driverEntity().patch({ companyId: company.companyId, DriverID: String(company.driverIdBase + HOURLY) }).set({ payHourlyRate: true, hourlyRate: DEMO_HOURLY_RATE }).go();
  const openIn = new Date(now.getTime() - 2 * 3_600_000).toISOString();
  punches.push({ companyId: company.companyId, DriverID: String(company.driverIdBase + 1), punchId: `${weekDays(thisWeek)[0]}T00:00:00.000Z_seedopen`, in: openIn, createdBy: 'Timeclock', version: 1 });
  await batchPut(timePunchEntity(), punches);
  await batchPut(timecardApprovalEntity(), approvals);
}
