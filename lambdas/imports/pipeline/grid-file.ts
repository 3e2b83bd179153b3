import type { Cell } from '#shared/imports/read-table';
import { readObject, writeObject } from '#lambdas/imports/uploads';

/**
 * JSON has no dates and no infinite numbers: a workbook's date cell (a valid or an invalid one, as a
 * phone number in a date column reads) and a non-finite number are kept tagged, so the check sees
 * exactly the cells the reader gave and refuses exactly what it refused before.
 */
type TaggedCell = { date: string | null } | { number: 'Infinity' | '-Infinity' | 'NaN' };

/** Under tmp/ with the uploads: the bucket's lifecycle rule removes it after 2 days, long after its check. */
export const gridKey = (companyId: string, importBatchId: string) => `tmp/imports/${encodeURIComponent(companyId)}/grids/${importBatchId}.json`;

export function gridJson(grid: readonly Cell[][]): string {
  // A replacer sees a Date already turned to text by its toJSON: the holder still has the Date itself.
  return JSON.stringify(grid, function (this: Record<string, unknown>, key: string, value: unknown) {
    const cell = this[key];
    if (cell instanceof Date) return { date: Number.isNaN(cell.getTime()) ? null : cell.toISOString() } satisfies TaggedCell;
    if (typeof cell === 'number' && !Number.isFinite(cell)) return { number: String(cell) as 'Infinity' } satisfies TaggedCell;
    return value;
  });
}

export function gridOfJson(json: string): Cell[][] {
  return JSON.parse(json, (_key, value: unknown) => {
    if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
    const tagged = value as TaggedCell;
    if ('date' in tagged) return tagged.date === null ? new Date(Number.NaN) : new Date(tagged.date);
    return Number(tagged.number);
  }) as Cell[][];
}

/** The uploaded file read into rows of cells, kept for the check (the reading and the checking are separate tasks). */
export async function writeGrid(companyId: string, importBatchId: string, grid: readonly Cell[][]): Promise<void> {
  await writeObject(gridKey(companyId, importBatchId), gridJson(grid), 'application/json');
}

export async function readGridFile(companyId: string, importBatchId: string): Promise<Cell[][]> {
  return gridOfJson(Buffer.from(await readObject(gridKey(companyId, importBatchId))).toString('utf8'));
}
