import { SCHEDULE_LIMITS, type DriverSchedule } from '#shared/schedules/api';
import { addDays, daysBetween, weekOf } from '#shared/schedules/week';
import { driverEntity } from '#lambdas/data/entities/driver';
import { ValidationError } from '#lambdas/http/errors';
import { entryView, loadDriverRange } from './entries.ts';

/** from..to as asked, or this week and the next; at most 62 days. */
export function rangeOf(today: string, from?: string, to?: string): { from: string; to: string } {
  const start = from ?? weekOf(today);
  const end = to ?? addDays(start, 13);
  if (end < start) throw new ValidationError('The last day must not be before the first day.', { to: 'The last day must not be before the first day.' });
  if (daysBetween(start, end) > SCHEDULE_LIMITS.rangeDays) throw new ValidationError(`At most ${SCHEDULE_LIMITS.rangeDays} days at once.`, { to: `At most ${SCHEDULE_LIMITS.rangeDays} days after the first day.` });
  return { from: start, to: end };
}

/** A driver's schedule between two days; `publishedOnly` for the driver himself and his link. */
export async function driverSchedule(companyId: string, DriverID: string, range: { from: string; to: string }, publishedOnly: boolean): Promise<DriverSchedule> {
  const [{ data: driver }, items] = await Promise.all([
    driverEntity().get({ companyId, DriverID }).go({ attributes: ['DisplayName'] }),
    loadDriverRange(companyId, DriverID, range.from, range.to),
  ]);
  const entries = items.filter((e) => !publishedOnly || e.state === 'published').map(entryView);
  return { DriverID, name: driver?.DisplayName ?? DriverID, ...range, entries };
}
