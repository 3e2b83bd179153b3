/** The quarter (YYYY-Qn) of a date, and the recent quarters for the picker. */
export function quarterOf(date: Date): string {
  return `${date.getFullYear()}-Q${Math.floor(date.getMonth() / 3) + 1}`;
}

export function recentQuarters(count = 8): string[] {
  const now = new Date();
  let year = now.getFullYear(), q = Math.floor(now.getMonth() / 3) + 1;
  const quarters: string[] = [];
  for (let i = 0; i < count; i += 1) {
    quarters.push(`${year}-Q${q}`);
    [year, q] = q === 1 ? [year - 1, 4] : [year, q - 1];
  }
  return quarters;
}

export function recentMonths(count = 13): string[] {
  const now = new Date();
  return Array.from({ length: count }, (_, i) => {
    const d = new Date(now.getFullYear(), now.getMonth() - i, 1);
    return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}`;
  });
}

export function monthLabel(month: string): string {
  return new Date(`${month}-01T12:00:00Z`).toLocaleString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
}

/** Sums to exact thousandths (gallons) or tenths (miles), so a total is the sum of the rows shown. */
export function sumTo(values: readonly number[], decimals: number): number {
  const scale = 10 ** decimals;
  return values.reduce((total, v) => total + Math.round(v * scale), 0) / scale;
}
