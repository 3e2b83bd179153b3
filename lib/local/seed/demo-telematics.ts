import { driverLogEventEntity } from '#lambdas/data/entities/driver-log-event';
import { fleetDayMileageEntity } from '#lambdas/data/entities/fleet-day-mileage';
import { positionEntity } from '#lambdas/data/entities/position';
import { tractorEntity } from '#lambdas/data/entities/tractor';
import { tractorDayMileageEntity, type TractorDayMileageItem } from '#lambdas/data/entities/tractor-day-mileage';
import { batchPut } from '#lambdas/data/batch';
import { companyZone } from '#lambdas/data/company-zone';
import { positionItem, logEventItem } from '#lambdas/telematics/ingest/stored-events';
import { createFeedKey } from '#lambdas/telematics/keys/feed-keys';
import { readProviderEvent, type LogEvent, type PositionEvent } from '#shared/telematics/provider-event';
import { segmentMiles } from '#shared/telematics/segment-miles';
import { localDay } from '#shared/telematics/local-day';
import { demoPlans, FEED_INTERVAL_MS, planAt, quarterHourAtOrBefore } from '#lib/local/telematics/demo-plan';
import { reportEvents } from '#lib/local/telematics/demo-events';
import { DEMO_COMPANIES, type DemoCompany } from './demo-companies.ts';
import { demoFeedKeyParts } from './demo-feed-key.ts';

const DAY_MS = 86_400_000;
const MILEAGE_DAYS = 90;
const POSITION_DAYS = 7;
const HISTORY_INTERVAL_MS = 3_600_000;

/** The demo key (the simulator posts with it) and each reporting tractor's latest state at the last quarter hour. */
export async function seedTelematics(company: DemoCompany): Promise<void> {
  const { keyId, secret } = demoFeedKeyParts(company);
  await createFeedKey(company.companyId, { label: 'Provider simulator (demo)', createdBy: 'Demo setup', keyId, secret });
  const end = quarterHourAtOrBefore(Date.now());
  await Promise.all(demoPlans(company).map((plan) => {
    const now = planAt(plan, end);
    return tractorEntity().patch({ companyId: company.companyId, VehicleID: plan.VehicleID }).set({
      LatestOdometer: now.odometer, lastSpeed: now.speed, lastTimeStamp: new Date(end).toISOString(), city: now.city, stateProv: now.state,
      ignitionStatus: now.ignition, lastPos: { lat: Math.round(now.lat * 1e5) / 1e5, lon: Math.round(now.lon * 1e5) / 1e5 },
      ...(now.driving ? { currentDriverId: plan.driverId } : {}),
    }).go({ response: 'none' });
  }));
}

/**
 * The feed's history of the demo fleet, from the same plan the simulator drives: 90 days of daily
 * mileage by state, the last 7 days of positions (hourly, then every 15 minutes in the last day) and
 * log-ins. The day rows come from the same readings as the positions.
 * ~6,000 items: the local cloud writes them after it is ready on disk (DynamoDB Local on disk writes
 * ~100 items a second on a busy machine), before it is ready in memory (tests).
 */
export async function seedTelematicsHistory(company: DemoCompany): Promise<void> {
  const { companyId } = company;
  const timeZone = await companyZone(companyId);
  const end = quarterHourAtOrBefore(Date.now());
  const receivedAt = new Date(end).toISOString();
  const positions: ReturnType<typeof positionItem>[] = [];
  const logs: ReturnType<typeof logEventItem>[] = [];
  const dayRows: TractorDayMileageItem[] = [];
  const fleet = new Map<string, number>();

  for (const plan of demoPlans(company)) {
    const readings = [];
    // Hourly readings before the last day, every 15 minutes in it: the history is a third the items
    // (DynamoDB Local on disk writes ~100 items a second on a busy machine), and the last day's GPS
    // list looks as the live feed does.
    for (let at = end - MILEAGE_DAYS * DAY_MS; at <= end; at += at >= end - DAY_MS ? FEED_INTERVAL_MS : HISTORY_INTERVAL_MS) {
      const p = planAt(plan, at);
      readings.push({ atMs: at, odometer: p.odometer, stateProv: p.state, country: 'US' });
      if (at > end - POSITION_DAYS * DAY_MS) {
        for (const raw of reportEvents(plan, at, at > end - DAY_MS ? FEED_INTERVAL_MS : HISTORY_INTERVAL_MS)) {
          const read = readProviderEvent(raw, timeZone);
          if (!read.ok) throw new Error(`demo event refused: ${read.reasons.join(' ')}`);
          if (read.event.eventType === 'T.2.13.0') logs.push(logEventItem(companyId, plan.VehicleID, read.event as LogEvent, receivedAt));
          else positions.push(positionItem(companyId, plan.VehicleID, read.event as PositionEvent, timeZone, receivedAt));
        }
      }
    }
    // The first day is partial (it starts at this time of day 90 days ago): left out.
    const firstDay = localDay(readings[0]!.atMs, timeZone);
    const rows = segmentMiles(readings, timeZone).filter((r) => r.date !== firstDay);
    for (const r of rows) {
      dayRows.push({ companyId, VehicleID: plan.VehicleID, date: r.date, state: r.state, month: r.date.slice(0, 7), miles: r.miles, odoStart: r.odoStart, odoStop: r.odoStop, updatedAt: receivedAt });
      fleet.set(r.date, Math.round(((fleet.get(r.date) ?? 0) + r.miles) * 10) / 10);
    }
  }
  await Promise.all([
    batchPut(positionEntity(), positions),
    batchPut(driverLogEventEntity(), logs),
    batchPut(tractorDayMileageEntity(), dayRows),
    batchPut(fleetDayMileageEntity(), [...fleet].map(([date, miles]) => ({ companyId, year: date.slice(0, 4), date, miles, updatedAt: receivedAt }))),
  ]);
}

/** Every demo company's feed history (after seedDemoData, which writes the tractors and keys). */
export async function seedDemoTelematicsHistory(): Promise<void> {
  for (const company of DEMO_COMPANIES) await seedTelematicsHistory(company);
}
