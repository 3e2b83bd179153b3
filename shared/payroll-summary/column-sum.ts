/** The sum of a column of numbers with at most `places` decimals, added as integers so no float drift shows. */
export function columnSum<T>(rows: readonly T[], pick: (row: T) => number, places = 2): number {
  const scale = 10 ** places;
  return rows.reduce((s, r) => s + Math.round(pick(r) * scale), 0) / scale + 0;
}
