import { ValidationError } from '#lambdas/http/errors';
import { MAX_IN_DRIFT_DAYS } from '#lambdas/timekeeping/shifts';

const DAY_MS = 86_400_000;

/** An office shift must end after it starts, not in the future, and stay near its first in (the week read finds it there). */
export function checkShiftTimes(times: { in: string; out?: string | undefined }, punchId?: string): void {
  const start = Date.parse(times.in);
  const now = Date.now();
  if (start > now) throw new ValidationError('A shift cannot start in the future.', { in: 'in is in the future.' });
  if (times.out !== undefined) {
    const end = Date.parse(times.out);
    if (end < start) throw new ValidationError('The shift ends before it starts.', { out: 'out is before in.' });
    if (end > now) throw new ValidationError('A shift cannot end in the future.', { out: 'out is in the future.' });
  }
  if (punchId) {
    const first = Date.parse(punchId.slice(0, punchId.lastIndexOf('_')));
    if (Number.isFinite(first) && Math.abs(start - first) > MAX_IN_DRIFT_DAYS * DAY_MS) {
      throw new ValidationError(`A shift can move at most ${MAX_IN_DRIFT_DAYS} days; delete it and add a new one instead.`, { in: `in moves more than ${MAX_IN_DRIFT_DAYS} days.` });
    }
  }
}
