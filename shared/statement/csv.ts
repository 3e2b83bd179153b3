import Papa from 'papaparse';

// The writer lives with the exports' shared CSV writer; kept here for callers that import it from the reader.
export { toCsv } from '#shared/csv/write-csv';

/**
 * CSV text to rows of cells (papaparse, RFC 4180): quoted fields with doubled quotes, commas and line
 * breaks inside quotes, CRLF, LF or CR line ends, a leading byte-order mark ignored. Blank lines are
 * kept as empty rows so row numbers match what a spreadsheet shows; the line end closing the last row
 * adds none. A quote left open runs to the end of the file, as a spreadsheet reads it.
 */
export function parseCsv(text: string): string[][] {
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  if (body === '') return [];
  // Papa guesses one line end for the whole file from its first; a statement saved by hand may mix them.
  const lines = body.replace(/\r\n?/g, '\n');
  const { data } = Papa.parse<string[]>(lines, { delimiter: ',', newline: '\n', quoteChar: '"', escapeChar: '"', skipEmptyLines: false, header: false, dynamicTyping: false });
  const last = data[data.length - 1];
  const closedByLineEnd = lines.endsWith('\n') && last?.length === 1 && last[0] === '';
  return closedByLineEnd ? data.slice(0, -1) : data;
}
