/**
 * How often a scheduled job runs, declared once. Both schedulers get the same clock-aligned cron
 * (every 15 minutes = :00, :15, :30, :45), so EventBridge Scheduler in AWS and croner in the local cloud
 * fire at the same instants; a `rate()` would start counting from whenever the schedule was created.
 */
export type Every = { readonly minutes: number } | { readonly hours: number };

function step(field: string, n: number, per: number, unit: string): string {
  // A step that does not divide the hour (or day) would leave a short gap at the wrap, so it is refused.
  if (!Number.isInteger(n) || n < 1 || n > per || per % n !== 0) throw new Error(`every ${n} ${unit} does not divide ${per}; pick a divisor`);
  return n === 1 ? field : `${field}/${n}`;
}

/** minute, hour, day of month, month, day of week: the fields both expressions share. */
function fields(every: Every): [string, string, string, string, string] {
  if ('minutes' in every) return [step('*', every.minutes, 60, 'minutes'), '*', '*', '*', '*'];
  return ['0', step('*', every.hours, 24, 'hours'), '*', '*', '*'];
}

/** The 5-field cron croner runs in the local cloud, e.g. `{ hours: 1 }` → `0 * * * *`. */
export function cronPattern(every: Every): string {
  return fields(every).join(' ');
}

/**
 * The same timing as an EventBridge Scheduler expression, e.g. `{ hours: 1 }` → `cron(0 * * * ? *)`:
 * six fields with a year, `?` for day of week (AWS takes `?` in one of the two day fields), and steps
 * written from 0 (`0/15`).
 */
export function scheduleExpression(every: Every): string {
  const [minute, hour, dayOfMonth, month] = fields(every).map((f) => f.replace(/^\*\//, '0/'));
  return `cron(${minute} ${hour} ${dayOfMonth} ${month} ? *)`;
}
