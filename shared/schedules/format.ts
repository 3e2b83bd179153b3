const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

/** A YYYY-MM-DD day as the office writes it: MM/DD/YYYY. */
export function usDay(day: string): string {
  const [y, m, d] = day.split('-');
  return y && m && d ? `${m}/${d}/${y}` : day;
}

/** "Mon 11/23": a board column's or a phone row's day. */
export function weekdayDay(day: string): string {
  const weekday = WEEKDAYS[new Date(`${day}T00:00:00Z`).getUTCDay()] ?? '';
  const [, m, d] = day.split('-');
  return `${weekday} ${m}/${d}`;
}
