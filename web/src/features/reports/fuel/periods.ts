/** The quarter (YYYY-Qn) of a day (`YYYY-MM-DD`), and the recent quarters for the picker. */
export function quarterOf(day: string): string {
  return `${day.slice(0, 4)}-Q${Math.floor((Number(day.slice(5, 7)) - 1) / 3) + 1}`;
}

export function recentQuarters(today: string, count = 8): string[] {
  let year = Number(today.slice(0, 4)), q = Math.floor((Number(today.slice(5, 7)) - 1) / 3) + 1;
  const quarters: string[] = [];
  for (let i = 0; i < count; i += 1) {
    quarters.push(`${year}-Q${q}`);
    [year, q] = q === 1 ? [year - 1, 4] : [year, q - 1];
  }
  return quarters;
}

export function recentMonths(today: string, count = 13): string[] {
  const year = Number(today.slice(0, 4)), month = Number(today.slice(5, 7)) - 1;
  return Array.from({ length: count }, (_, i) => {
    const index = year * 12 + month - i;
    return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
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
