import { computeIvmr } from '#shared/fleet/ivmr';
import { addDays, driverLabel, statesOf, sumMiles, weekEndingOf, windowDays, type IvmrTractorWeek } from '#shared/reports/ivmr-week';
import { batchPut } from '#lambdas/data/batch';
import { ivmrApprovalEntity } from '#lambdas/data/entities/ivmr-approval';
import { companyZone } from '#lambdas/data/company-zone';
import { newReportId, saveIvmrReport } from '#lambdas/reports/ivmr/report-store';
import { demoPlans, planAt } from '#lib/local/telematics/demo-plan';
import { demoDrivers, demoTractors } from './demo-fleet.ts';
import type { DemoCompany } from './demo-companies.ts';

const HOUR_MS = 3_600_000;
/** Approved weeks: the three before last week (last week and this one stay computed from the positions). */
const APPROVED_WEEKS_BACK = [2, 3, 4];

/** A tractor's week from the same plan the feed's history follows, hourly readings, through the IVMR rule itself. */
function plannedWeek(plan: ReturnType<typeof demoPlans>[number], weekEnding: string, timeZone: string) {
  const from = Date.parse(`${windowDays(weekEnding)[0]}T00:00:00Z`) - 12 * HOUR_MS;
  const to = Date.parse(`${weekEnding}T00:00:00Z`) + 36 * HOUR_MS;
  const positions = [];
  for (let at = from; at <= to; at += HOUR_MS) {
    const p = planAt(plan, at);
    positions.push({ posTimeStamp: new Date(at).toISOString(), odometer: p.odometer, stateProv: p.state, country: 'US' });
  }
  return computeIvmr({ weekEnding, VehicleID: plan.VehicleID, timeZone, positions });
}

/**
 * IVMR history of the demo company: approved weeks (records, saved PDF, CSV and XLSX) for the three weeks
 * before last, approved by the dispatcher on the Monday after. ~10 tractors × 3 weeks.
 */
export async function seedIvmr(company: DemoCompany): Promise<void> {
  const { companyId } = company;
  const timeZone = await companyZone(companyId);
  const tractors = new Map(demoTractors(company).map((t) => [t.VehicleID, t]));
  const names = new Map(demoDrivers(company).map((d) => [d.DriverID, d.DisplayName]));
  const approver = company.users.find((u) => u.role === 3)?.name ?? 'Dispatch';
  const thisWeek = weekEndingOf(new Date().toISOString().slice(0, 10));
  const weeks: IvmrTractorWeek[] = [];
  for (const back of APPROVED_WEEKS_BACK) {
    const weekEnding = addDays(thisWeek, -7 * back);
    const approvedAt = `${addDays(weekEnding, 2)}T15:00:00.000Z`;
    for (const plan of demoPlans(company)) {
      const tractor = tractors.get(plan.VehicleID)!;
      const result = plannedWeek(plan, weekEnding, timeZone);
      const ivmrRows = result.ivmrRows.map((r) => ({ date: r.date, state: r.state, odoStart: r.odoStart, odoStop: r.odoStop, miles: r.miles }));
      weeks.push({
        VehicleID: plan.VehicleID, Vin: tractor.Vin, Domicile: tractor.Domicile, WeekEnding: weekEnding, status: 'approved', source: 'stored',
        OdoStart: result.OdoStart, OdoStop: result.OdoStop, miles: sumMiles(ivmrRows.map((r) => r.miles)), states: statesOf(ivmrRows), ivmrRows,
        exceptions: [], exceptionCount: 0, drivenBy: [plan.driverId], drivers: [driverLabel(plan.driverId, names.get(plan.driverId))], routes: [], reportId: newReportId(weekEnding, plan.VehicleID), approvedBy: approver, approvedAt,
      });
    }
  }
  await Promise.all(weeks.map((w) => saveIvmrReport(companyId, company.companyName, { ...w, reportId: w.reportId!, approvedBy: w.approvedBy!, approvedAt: w.approvedAt! })));
  await batchPut(ivmrApprovalEntity(), weeks.map((w) => ({
    companyId, WeekEnding: w.WeekEnding, VehicleID: w.VehicleID, id: `${w.WeekEnding}_${w.VehicleID}`, companyName: company.companyName,
    Approved: true, creating: false, drivenBy: w.drivenBy, drivers: w.drivers, routes: w.routes, ivmrRows: w.ivmrRows, exceptions: [], exceptionCount: 0, Domicile: w.Domicile,
    ...(w.OdoStart === null ? {} : { OdoStart: w.OdoStart }), ...(w.OdoStop === null ? {} : { OdoStop: w.OdoStop }),
    reportId: w.reportId!, approvedBy: w.approvedBy!, approvedAt: w.approvedAt!, updatedAt: w.approvedAt!,
  })));
}
