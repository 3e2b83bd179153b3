import { readSheet } from 'read-excel-file/node';
import { parseCsv } from '#shared/statement/csv';
import { readStatement, type Cell, type StatementRead } from '#shared/statement/read-statement';
import { readObject } from './uploads.ts';

/** A file that is not a readable CSV or XLSX at all: reported as a problem of row 1. */
function unreadable(reason: string): StatementRead {
  return { ok: false, errors: [{ row: 1, column: 'RecordType', reason }], errorCount: 1 };
}

async function rowsOf(key: string, bytes: Uint8Array): Promise<Cell[][]> {
  if (/\.xlsx$/i.test(key)) return (await readSheet(Buffer.from(bytes))) as Cell[][];
  return parseCsv(new TextDecoder('utf-8').decode(bytes));
}

/** Reads and validates an uploaded statement (CSV or XLSX, by the key's extension). */
export async function readStatementFile(key: string): Promise<StatementRead> {
  let bytes: Uint8Array;
  try {
    bytes = await readObject(key);
  } catch (error) {
    const name = (error as { name?: string }).name;
    if (name === 'NoSuchKey' || name === 'NotFound') return unreadable('the uploaded file was not found; upload it again');
    throw error;
  }
  let rows: Cell[][];
  try {
    rows = await rowsOf(key, bytes);
  } catch (error) {
    return unreadable(`the file is not a readable ${/\.xlsx$/i.test(key) ? 'XLSX workbook' : 'CSV file'}: ${(error as Error).message}`);
  }
  return readStatement(rows);
}
