import { batchPut } from '#lambdas/data/batch';
import { driverLogEventEntity } from '#lambdas/data/entities/driver-log-event';
import { demoPlans } from '#lib/local/telematics/demo-plan';
import type { DemoCompany } from './demo-companies.ts';

const DAY_MS = 86_400_000;
/** The feed's history holds 90 days of day mileage (demo-telematics.ts). */
const MILEAGE_DAYS = 90;

/**
 * The driver each demo tractor's plan names, logged in as its 90 days of day mileage begin. The feed's
 * history stores log-ins of its last 7 days only; without this one the ELD dashboard would give the days
 * before to nobody. The first stored log-in or log-out of the history ends this one.
 */
export async function seedDashboard(company: DemoCompany): Promise<void> {
  const at = new Date(Date.now() - MILEAGE_DAYS * DAY_MS - DAY_MS);
  at.setUTCMinutes(0, 0, 0);
  const posTimeStamp = at.toISOString();
  await batchPut(driverLogEventEntity(), demoPlans(company).map((plan) => ({
    companyId: company.companyId, VehicleID: plan.VehicleID, posTimeStamp, eventId: `demo-${plan.VehicleID}-history-start`,
    DriverID: plan.driverId, code: 101, receivedAt: posTimeStamp,
  })));
}
