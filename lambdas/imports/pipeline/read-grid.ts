// The universal build unzips with fflate from an ArrayBuffer; the node build brings its own unzip and file streams (some 25 KB more).
import { readSheet } from 'read-excel-file/universal';
import type { Cell } from '#shared/imports/read-table';
import { parseCsv } from '#shared/statement/csv';

export type GridRead = { ok: true; grid: Cell[][] } | { ok: false; reason: string };

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];

function isZip(bytes: Uint8Array): boolean {
  return ZIP_MAGIC.every((byte, i) => bytes[i] === byte);
}

/** UTF-8 (with or without BOM) or, when the bytes are not UTF-8, Windows-1252 as Excel saves "CSV" on Windows. */
function csvText(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

/**
 * An uploaded file as rows of cells: an XLSX workbook's first sheet (read-excel-file gives text,
 * numbers, booleans and Dates), or CSV text (papaparse: quoted commas and line breaks, CRLF, a BOM).
 * Told apart by content, so a workbook saved under a .csv name still reads; the name only words the error.
 */
export async function readGrid(bytes: Uint8Array, fileName: string): Promise<GridRead> {
  const named = /\.xlsx$/i.test(fileName) ? 'XLSX workbook' : 'CSV file';
  if (bytes.length === 0) return { ok: false, reason: `the ${named} is empty` };
  if (isZip(bytes)) {
    try {
      const workbook = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
      return { ok: true, grid: (await readSheet(workbook)) as Cell[][] };
    } catch (error) {
      return { ok: false, reason: `the file is not a readable XLSX workbook (${(error as Error).message}); save it again from the spreadsheet as .xlsx or .csv` };
    }
  }
  if (/\.xlsx$/i.test(fileName)) return { ok: false, reason: 'the file is not a readable XLSX workbook; save it again from the spreadsheet as .xlsx or .csv' };
  if (bytes.subarray(0, 4096).includes(0)) return { ok: false, reason: 'the file is not a CSV file (it holds binary data); save it from the spreadsheet as .csv or .xlsx' };
  return { ok: true, grid: parseCsv(csvText(bytes)) };
}
