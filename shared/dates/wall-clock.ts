/**
 * The one reading of a zone's wall clock, both ways: the wall clock an instant shows, and the instant a
 * wall-clock time names. The feed, the fleet rules, schedules and reports read daylight saving through it,
 * so a time in the hour repeated when clocks go back is the same instant everywhere.
 */

const MS_PER_DAY = 86_400_000;
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric',
    });
    formatters.set(timeZone, format);
  }
  return format;
}

export interface WallClock { year: number; month: number; day: number; hour: number; minute: number; second: number }

/** The wall clock of the instant in `timeZone` (whole seconds; hour 0-23). */
export function wallClock(instantMs: number, timeZone: string): WallClock {
  const parts: Record<string, number> = {};
  for (const part of formatter(timeZone).formatToParts(new Date(instantMs))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return { year: parts.year!, month: parts.month!, day: parts.day!, hour: parts.hour!, minute: parts.minute!, second: parts.second! };
}

/** Wall-clock milliseconds (as if the wall clock were UTC) minus the instant: the zone's offset then. */
function offsetAt(instantMs: number, timeZone: string): number {
  const whole = Math.floor(instantMs / 1000) * 1000;
  const wall = wallClock(whole, timeZone);
  return Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second) - whole;
}

/**
 * The instant a wall-clock time names in the zone, the wall clock given as if it were UTC. A time that
 * happens twice (the hour repeated when clocks go back) is the earlier one; a time skipped when clocks go
 * forward moves forward by the gap, as a clock on the wall would read it.
 */
export function instantOfWallClock(wallAsUtcMs: number, timeZone: string): number {
  const before = offsetAt(wallAsUtcMs - MS_PER_DAY, timeZone);
  const after = offsetAt(wallAsUtcMs + MS_PER_DAY, timeZone);
  const candidates = [before, after].filter((offset) => offsetAt(wallAsUtcMs - offset, timeZone) === offset).map((offset) => wallAsUtcMs - offset);
  if (candidates.length > 0) return Math.min(...candidates);
  return wallAsUtcMs - before;
}
