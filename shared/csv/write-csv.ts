import Papa from 'papaparse';

/** A number written with a fixed count of decimals, e.g. money as 1253.97 or -60.00. */
export class CsvNumber {
  constructor(readonly text: string) {}
}

/** Money for a CSV: two decimals, written as a number (never neutralised, so a negative amount stays a number). */
export function csvMoney(amount: number): CsvNumber {
  return new CsvNumber(amount.toFixed(2));
}

/** A measure for a CSV with a fixed count of decimals (MPG as 6.50), written as a number. */
export function csvDecimal(value: number, decimals: number): CsvNumber {
  return new CsvNumber(value.toFixed(decimals));
}

export type CsvCell = string | number | CsvNumber | null | undefined;

/** Characters a spreadsheet reads as the start of a formula (OWASP CSV injection), tab and carriage return included. */
const FORMULA_START = /^[=+\-@\t\r]/;

/** A stored value as a cell: a number stays a number (a negative one is never quoted), an object is its JSON. */
export function csvCellOf(value: unknown): CsvCell {
  if (value === undefined || value === null) return '';
  if (typeof value === 'number') return value;
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/**
 * The text of one cell before quoting. Text cells (driver and stop names come from uploaded
 * statements) that start like a formula get a leading single quote, so a spreadsheet shows them as
 * text. Numbers are written as numbers and never changed: a `-12.50` amount must stay a number a
 * spreadsheet can add up; only a number passed as text would be neutralised, which is why money
 * columns pass numbers or `csvMoney`.
 */
export function csvCellText(cell: CsvCell): string {
  if (cell === null || cell === undefined) return '';
  if (cell instanceof CsvNumber) return cell.text;
  if (typeof cell === 'number') return Number.isFinite(cell) ? String(cell) : '';
  return FORMULA_START.test(cell) ? `'${cell}` : cell;
}

/**
 * The one CSV writer of every export: a header and rows, CRLF line ends (RFC 4180), a field quoted
 * when it holds a comma, quote or line break, formula-leading text neutralised (see csvCellText).
 */
export function toCsv(header: readonly string[], rows: ReadonlyArray<ReadonlyArray<CsvCell>>): string {
  const lines = [header, ...rows].map((row) => row.map(csvCellText));
  // Papa's own formula escaping stays off: it would also change negative numbers; csvCellText decides.
  return Papa.unparse(lines, { newline: '\r\n', quotes: false, escapeFormulae: false }) + '\r\n';
}
