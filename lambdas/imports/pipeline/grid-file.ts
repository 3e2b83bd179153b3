import type { Cell } from '#shared/imports/read-table';
import { readObject, writeObject } from '#lambdas/imports/uploads';

/** A workbook's date cell as JSON keeps it: JSON has no dates, and a date must not come back as text. */
type StoredCell = Exclude<Cell, Date> | { date: string };

/** Under tmp/ with the uploads: the bucket's lifecycle rule removes it after 2 days, long after its check. */
export const gridKey = (companyId: string, importBatchId: string) => `tmp/imports/${encodeURIComponent(companyId)}/grids/${importBatchId}.json`;

/** The uploaded file read into rows of cells, kept for the check (the reading and the checking are separate tasks). */
export async function writeGrid(companyId: string, importBatchId: string, grid: readonly Cell[][]): Promise<void> {
  const stored: StoredCell[][] = grid.map((row) => row.map((cell) => (cell instanceof Date ? { date: cell.toISOString() } : cell)));
  await writeObject(gridKey(companyId, importBatchId), JSON.stringify(stored), 'application/json');
}

export async function readGridFile(companyId: string, importBatchId: string): Promise<Cell[][]> {
  const stored = JSON.parse(Buffer.from(await readObject(gridKey(companyId, importBatchId))).toString('utf8')) as StoredCell[][];
  return stored.map((row) => row.map((cell) => (cell !== null && typeof cell === 'object' ? new Date(cell.date) : cell)));
}
