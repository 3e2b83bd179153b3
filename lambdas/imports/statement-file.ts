import { readStatement, type StatementRead } from '#shared/statement/read-statement';
import { readGrid } from './pipeline/read-grid.ts';
import { readObject } from './uploads.ts';

/** A file that is not a readable CSV or XLSX at all: reported as a problem of row 1. */
function unreadable(reason: string): StatementRead {
  return { ok: false, errors: [{ row: 1, column: 'RecordType', reason }], errorCount: 1 };
}

/** Reads and validates an uploaded statement (CSV or XLSX, told apart by content; see readGrid). */
export async function readStatementFile(key: string): Promise<StatementRead> {
  let bytes: Uint8Array;
  try {
    bytes = await readObject(key);
  } catch (error) {
    const name = (error as { name?: string }).name;
    if (name === 'NoSuchKey' || name === 'NotFound') return unreadable('the uploaded file was not found; upload it again');
    throw error;
  }
  const grid = await readGrid(bytes, key);
  return grid.ok ? readStatement(grid.grid) : unreadable(grid.reason);
}
