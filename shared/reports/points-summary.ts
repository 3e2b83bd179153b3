/**
 * The Points Summary rule (fleet-rules "Points summary"): a row counts only when its Availability_% is
 * numeric; of the counted rows with the same id only the one with the latest updatedOn stays.
 */
export interface PointRow {
  id: string;
  name: string;
  /** Availability_% exactly as the file gave it. */
  availabilityText: string;
  /** ISO instant of updatedOn, '' when the file gave none that reads as a date. */
  updatedOn: string;
  reportUrl: string;
  refreshedOnText: string;
  /** Any other numeric columns of the row, by header. */
  metrics: { name: string; value: number }[];
}

export interface CountedPointRow extends PointRow {
  availability: number;
}

export interface PointsSummary {
  rows: CountedPointRow[];
  /** Rows left out: Availability_% not a number, or an older row of an id that has a later one. */
  leftOut: { notNumeric: number; superseded: number };
  /** Mean Availability_% of the rows shown, to one decimal; null when none is shown. */
  averageAvailability: number | null;
}

const NUMBER = /^[+-]?(\d+(\.\d*)?|\.\d+)%?$/;

/** Availability_% as a number: a number, or text that is only a decimal number (a trailing % allowed). */
export function numericAvailability(text: string): number | undefined {
  const trimmed = text.trim().replace(/,/g, '');
  if (!NUMBER.test(trimmed)) return undefined;
  const value = Number(trimmed.replace('%', ''));
  return Number.isFinite(value) ? value : undefined;
}

function updatedMs(row: PointRow): number {
  const ms = Date.parse(row.updatedOn);
  return Number.isNaN(ms) ? Number.NEGATIVE_INFINITY : ms;
}

/** The rule applied: counted rows, highest availability first (then id), with what was left out and why. */
export function pointsSummary(rows: readonly PointRow[]): PointsSummary {
  let notNumeric = 0;
  const latest = new Map<string, CountedPointRow>();
  let counted = 0;
  for (const row of rows) {
    const availability = numericAvailability(row.availabilityText);
    if (availability === undefined) {
      notNumeric += 1;
      continue;
    }
    counted += 1;
    const kept = latest.get(row.id);
    // Ties keep the row that comes later in the file: the newer line of a sheet appended to over time.
    if (!kept || updatedMs(row) >= updatedMs(kept)) latest.set(row.id, { ...row, availability });
  }
  const shown = [...latest.values()].sort((a, b) => b.availability - a.availability || a.id.localeCompare(b.id));
  const sum = shown.reduce((total, r) => total + r.availability, 0);
  return {
    rows: shown,
    leftOut: { notNumeric, superseded: counted - shown.length },
    averageAvailability: shown.length ? Math.round((sum / shown.length) * 10) / 10 : null,
  };
}
