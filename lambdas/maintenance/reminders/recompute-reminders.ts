import { computeReminders, type Reminder } from '#shared/fleet/reminders';
import { addDaysIso } from '#shared/maintenance/service-dates';
import { todayIn } from '#shared/dates/time-zone';
import { companyZone } from '#lambdas/data/company-zone';
import { maintenanceRecordEntity } from '#lambdas/data/entities/maintenance-record';
import { serviceProgramEntity } from '#lambdas/data/entities/service-program';
import { serviceReminderEntity, type ServiceReminderItem } from '#lambdas/data/entities/service-reminder';
import { tractorEntity, type TractorItem } from '#lambdas/data/entities/tractor';
import { tractorDayMileageEntity } from '#lambdas/data/entities/tractor-day-mileage';
import { batchDelete, batchGet, batchPut } from '#lambdas/data/batch';
import { programInput } from './program-input.ts';
import { sendReminderAlerts, type ReminderAlert } from './reminder-alerts.ts';

type Level = 'none' | 'due-soon' | 'overdue';
const RANK: Record<Level, number> = { none: 0, 'due-soon': 1, overdue: 2 };

export function alertLevelOf(state: Reminder['state']): Level {
  if (state === 'overdue') return 'overdue';
  return state === 'due' || state === 'due-soon' ? 'due-soon' : 'none';
}

/** The tractor's completed services; a voided record served nothing. */
async function completedRecords(companyId: string, VehicleID: string) {
  const { data } = await maintenanceRecordEntity()
    .query.byVehicle({ companyId, VehicleID })
    .where((attr, { eq, notExists }) => `${eq(attr.ServiceStatus, 'Completed')} AND ${notExists(attr.voidedAt)}`)
    .go({ pages: 'all', attributes: ['VehicleID', 'ServiceStatus', 'isPM', 'serviceType', 'ServiceDate', 'odometer'] });
  return data.map((r) => ({ VehicleID: r.VehicleID, ServiceStatus: r.ServiceStatus, isPM: r.isPM ?? false, serviceType: r.serviceType ?? '', ServiceDate: r.ServiceDate, odometer: r.odometer }));
}

/** The feed's odometer readings of the last 31 days (each day's first and last), for the mileage forecast. */
async function odometerReadings(companyId: string, VehicleID: string, today: string) {
  const { data } = await tractorDayMileageEntity()
    .query.byTractor({ companyId, VehicleID })
    .gte({ date: addDaysIso(today, -31) })
    .go({ pages: 'all', attributes: ['date', 'odoStart', 'odoStop'] });
  return data.flatMap((d) => [d.odoStart, d.odoStop].filter((o): o is number => typeof o === 'number').map((odometer) => ({ date: d.date, odometer })));
}

/**
 * Recomputes the reminders of these tractors (every tractor when none are named) with computeReminders,
 * stores them, keeps each tractor's serviceOverdueCount / serviceDueSoonCount in step, and e-mails the
 * shop once when a reminder turns due soon and once when it turns overdue. Call it after a tractor's
 * LatestOdometer moves. Inactive tractors and those without an odometer get no reminders.
 */
export async function recomputeRemindersFor(companyId: string, vehicleIds?: readonly string[], now: number = Date.now()): Promise<{ reminders: number; alerts: number }> {
  const { data: programs } = await serviceProgramEntity().query.byProgram({ companyId }).go({ pages: 'all' });
  const tractors: TractorItem[] = vehicleIds
    ? await batchGet(tractorEntity(), [...new Set(vehicleIds)].map((VehicleID) => ({ companyId, VehicleID })))
    : (await tractorEntity().query.byVehicleId({ companyId }).go({ pages: 'all' })).data;
  const judged = tractors.filter((t) => t.Active !== false && typeof t.LatestOdometer === 'number' && t.LatestOdometer >= 0);
  const timeZone = await companyZone(companyId, now);
  const today = todayIn(timeZone, now);
  const records = (await Promise.all(judged.map((t) => completedRecords(companyId, t.VehicleID)))).flat();
  const readings = programs.length === 0 ? [] : await Promise.all(judged.map((t) => odometerReadings(companyId, t.VehicleID, today)));
  const result = programs.length === 0 || judged.length === 0
    ? { reminders: [], tractors: judged.map((t) => ({ id: t.VehicleID, serviceOverdueCount: 0, serviceDueSoonCount: 0 })) }
    : computeReminders({
      today, timeZone,
      tractors: judged.map((t, i) => ({ id: t.VehicleID, LatestOdometer: t.LatestOdometer!, odometerReadings: readings[i] ?? [] })),
      programs: programs.map(programInput),
      maintRecords: records,
    });

  const reminders = serviceReminderEntity();
  const named = new Set(tractors.map((t) => t.VehicleID));
  const existing = vehicleIds
    ? (await Promise.all([...named].map((VehicleID) => reminders.query.byVehicle({ companyId, VehicleID }).go({ pages: 'all' })))).flatMap((r) => r.data).filter((r) => named.has(r.VehicleID))
    : (await reminders.query.byVehicle({ companyId }).go({ pages: 'all' })).data;
  const before = new Map(existing.map((r) => [`${r.VehicleID}|${r.programId}`, r]));
  const byId = new Map(tractors.map((t) => [t.VehicleID, t]));
  const programById = new Map(programs.map((p) => [p.programId, p]));
  const computedOn = new Date(now).toISOString();
  const alerts: ReminderAlert[] = [];
  const items: ServiceReminderItem[] = result.reminders.map((r) => {
    const VehicleID = String(r.tractorId);
    const programId = String(r.programId);
    const previous = before.get(`${VehicleID}|${programId}`);
    const level = alertLevelOf(r.state);
    const program = programById.get(programId)!;
    if (RANK[level] > RANK[previous?.alertedLevel ?? 'none']) {
      alerts.push({ VehicleID, programName: program.name, level: level as 'due-soon' | 'overdue', nextDueDate: r.nextDueDate, remainingMiles: r.remainingMiles });
    }
    before.delete(`${VehicleID}|${programId}`);
    const tractor = byId.get(VehicleID)!;
    return {
      companyId, VehicleID, programId, programName: program.name, isPM: program.isPM ?? false, Domicile: tractor.Domicile ?? '',
      state: r.state, isOverDue: r.isOverDue, isDue: r.isDue, isDueSoon: r.isDueSoon,
      ...(r.nextDueMiles !== null ? { nextDueMiles: r.nextDueMiles } : {}),
      ...(r.nextDueDate !== null ? { nextDueDate: r.nextDueDate } : {}),
      ...(r.remainingMiles !== null ? { remainingMiles: r.remainingMiles } : {}),
      ...(r.remainingDays !== null ? { remainingDays: r.remainingDays } : {}),
      ...(r.forecastDueDate !== null ? { forecastDueDate: r.forecastDueDate } : {}),
      ...(tractor.LatestOdometer !== undefined ? { LatestOdometer: tractor.LatestOdometer } : {}),
      alertedLevel: level, computedOn,
    };
  });
  await batchPut(reminders, items);
  // Reminders of programs that no longer apply (or of tractors no longer judged) go.
  await batchDelete(reminders, [...before.values()].map((r) => ({ companyId, VehicleID: r.VehicleID, programId: r.programId })));

  const counts = new Map(result.tractors.map((t) => [String(t.id), t]));
  for (const tractor of tractors) {
    const c = counts.get(tractor.VehicleID) ?? { serviceOverdueCount: 0, serviceDueSoonCount: 0 };
    if (tractor.serviceOverdueCount === c.serviceOverdueCount && tractor.serviceDueSoonCount === c.serviceDueSoonCount) continue;
    await tractorEntity().patch({ companyId, VehicleID: tractor.VehicleID }).set({ serviceOverdueCount: c.serviceOverdueCount, serviceDueSoonCount: c.serviceDueSoonCount }).go();
  }
  const sent = await sendReminderAlerts(companyId, alerts);
  return { reminders: items.length, alerts: sent };
}
