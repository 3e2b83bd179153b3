import type { OutOfServiceOverride, ScheduleEntryView, UpsertEntryBody } from '#shared/schedules/api';
import { weekOf } from '#shared/schedules/week';
import { scheduleEntryEntity, type ScheduleEntryItem } from '#lambdas/data/entities/schedule-entry';
import { isConditionalFailure } from '#lambdas/chat/conditional';
import { ConflictError, NotFoundError } from '#lambdas/http/errors';

export function entryView(e: ScheduleEntryItem): ScheduleEntryView {
  return {
    DriverID: e.category, week: e.week, day: e.day, VehicleID: e.VehicleID, RunType: e.RunType, startTime: e.startTime,
    legs: (e.legs ?? []).map((l) => ({ origin: l.origin, destination: l.destination })), notes: e.notes ?? '', state: e.state,
    publishedAt: e.publishedAt ?? null, publishedBy: e.publishedBy ?? null, outOfServiceOverride: e.outOfServiceOverride ?? null, version: e.version,
  };
}

/** The whole company's week: one query of one partition. */
export async function loadWeek(companyId: string, week: string): Promise<ScheduleEntryItem[]> {
  const { data } = await scheduleEntryEntity().query.byWeek({ companyId, week: weekOf(week) }).go({ pages: 'all' });
  return data;
}

/** A driver's entries from `from` to `to` (both included), by day, from his category index. */
export async function loadDriverRange(companyId: string, DriverID: string, from: string, to: string): Promise<ScheduleEntryItem[]> {
  const { data } = await scheduleEntryEntity().query.byDriver({ companyId, category: DriverID }).between({ day: from }, { day: to }).go({ pages: 'all' });
  return data;
}

/**
 * Saves a driver's day. A new entry (no version) may not overwrite one someone else saved meanwhile;
 * a change names the version it read. A changed entry becomes a draft again until the week is published.
 * `override` is kept only while the tractor it excuses is the entry's; otherwise an old one is removed.
 */
export async function upsertEntry(companyId: string, body: UpsertEntryBody, by: string, override: OutOfServiceOverride | null = null): Promise<ScheduleEntryItem> {
  const entries = scheduleEntryEntity();
  const key = { companyId, week: weekOf(body.day), category: body.DriverID, day: body.day };
  const now = new Date().toISOString();
  const fields = { VehicleID: body.VehicleID, RunType: body.RunType, startTime: body.startTime, legs: body.legs, notes: body.notes, state: 'draft' as const, updatedAt: now, updatedBy: by };
  try {
    if (!body.version) return (await entries.create({ ...key, ...fields, ...(override ? { outOfServiceOverride: override } : {}), version: 1 }).go()).data;
    const change = entries.patch(key).set({ ...fields, ...(override ? { outOfServiceOverride: override } : {}), version: body.version + 1 });
    const { data } = await (override ? change : change.remove(['outOfServiceOverride'])).where(({ version }, { eq }) => eq(version, body.version ?? 0)).go({ response: 'all_new' });
    return data as ScheduleEntryItem;
  } catch (error) {
    if (isConditionalFailure(error)) throw new ConflictError();
    throw error;
  }
}

export async function deleteEntry(companyId: string, DriverID: string, day: string, version: number): Promise<void> {
  try {
    await scheduleEntryEntity().delete({ companyId, week: weekOf(day), category: DriverID, day }).where(({ version: v }, { eq }) => eq(v, version)).go();
  } catch (error) {
    if (!isConditionalFailure(error)) throw error;
    const { data } = await scheduleEntryEntity().get({ companyId, week: weekOf(day), category: DriverID, day }).go();
    throw data ? new ConflictError() : new NotFoundError('No such schedule entry.');
  }
}
