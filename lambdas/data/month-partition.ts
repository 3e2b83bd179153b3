/** The UTC month (YYYY-MM) of a time: the partition owner of logs that grow with every day. */
export function monthOf(ms: number): string {
  return new Date(ms).toISOString().slice(0, 7);
}

/** `count` months ending with `month`, newest first ('2026-01', 3 → 2026-01, 2025-12, 2025-11). */
export function monthsBackFrom(month: string, count: number): string[] {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return Array.from({ length: count }, (_, i) => monthOf(Date.UTC(year, m - 1 - i, 1)));
}

/**
 * The newest `size` items of month-partitioned items, reading `months` (newest first) one partition at a
 * time and stopping as soon as the page is full. `read` answers a month's items newest first, at most `limit`.
 */
export async function newestAcrossMonths<T>(months: readonly string[], size: number, read: (month: string, limit: number) => Promise<T[]>): Promise<T[]> {
  const page: T[] = [];
  for (const month of months) {
    page.push(...(await read(month, size - page.length)));
    if (page.length >= size) break;
  }
  return page;
}
