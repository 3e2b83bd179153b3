import type { CopyResult } from '#shared/schedules/api';
import { addDays, daysBetween, weekOf } from '#shared/schedules/week';
import { scheduleEntryEntity, type ScheduleEntryItem } from '#lambdas/data/entities/schedule-entry';
import { batchPut } from '#lambdas/data/batch';
import { ValidationError } from '#lambdas/http/errors';
import { judgeCopies } from './copy-checks.ts';
import { loadWeek } from './entries.ts';

/**
 * Copies a week onto another as drafts, day for day. A driver's day the target week already has is
 * kept (dispatch may have started it), so a copy never overwrites work. Each copied day is checked as a
 * save of it would be: a day a save would refuse is left out and named with why; the others are written,
 * with their tractor's warnings.
 */
export async function copyWeek(companyId: string, from: string, to: string, by: string): Promise<CopyResult> {
  const source = weekOf(from);
  const target = weekOf(to);
  if (source === target) throw new ValidationError('The week to copy to must be another week than the one copied.', { to: 'Choose another week than the one copied.' });
  const shift = daysBetween(source, target);
  const [entries, existing] = await Promise.all([loadWeek(companyId, source), loadWeek(companyId, target)]);
  const taken = new Set(existing.map((e) => `${e.category}|${e.day}`));
  const candidates = entries.map((entry) => ({ entry, day: addDays(entry.day, shift) })).filter(({ entry, day }) => !taken.has(`${entry.category}|${day}`));
  const { accepted, refused, warned } = await judgeCopies(companyId, candidates);
  const now = new Date().toISOString();
  const copies = accepted.map(({ entry: e, day }) => ({
    companyId, week: target, category: e.category, day, VehicleID: e.VehicleID, RunType: e.RunType, startTime: e.startTime,
    legs: e.legs ?? [], notes: e.notes ?? '', state: 'draft' as const, updatedAt: now, updatedBy: by, version: 1,
  }));
  await batchPut(scheduleEntryEntity(), copies);
  return { from: source, to: target, copied: copies.length, skipped: entries.length - candidates.length, refused, warned };
}

/** Publishes every draft of the week; answers the entries published (their drivers are then told). */
export async function publishDrafts(companyId: string, week: string, by: string): Promise<ScheduleEntryItem[]> {
  const drafts = (await loadWeek(companyId, week)).filter((e) => e.state === 'draft');
  const publishedAt = new Date().toISOString();
  const published = drafts.map((e) => ({ ...e, state: 'published' as const, publishedAt, publishedBy: by, version: e.version + 1 }));
  await batchPut(scheduleEntryEntity(), published);
  return published;
}
