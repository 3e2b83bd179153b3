export interface TablePreferences {
  pageSize: number;
  wrapLines: boolean;
}

/** Saved preferences as stored; a value that is missing, broken or of another shape falls back to the table's default. */
export function parsePreferences(raw: string | null, fallback: TablePreferences): TablePreferences {
  let saved: unknown;
  try {
    saved = JSON.parse(raw ?? 'null');
  } catch {
    return fallback;
  }
  const value = typeof saved === 'object' && saved !== null ? (saved as Partial<Record<keyof TablePreferences, unknown>>) : {};
  return {
    pageSize: typeof value.pageSize === 'number' && Number.isInteger(value.pageSize) && value.pageSize > 0 ? value.pageSize : fallback.pageSize,
    wrapLines: typeof value.wrapLines === 'boolean' ? value.wrapLines : fallback.wrapLines,
  };
}
