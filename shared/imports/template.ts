import { CsvNumber, toCsv } from '#shared/csv/write-csv';
import type { ImportType } from './import-types.ts';
import { IMPORT_TYPE_DEFS } from './type-defs.ts';

/** The downloadable template of a type: its header and its sample rows, a file that imports as it is. */
export function templateCsv(type: ImportType): string {
  const def = IMPORT_TYPE_DEFS[type];
  // A negative number (a longitude) must stay a number, not be quoted as a formula-looking text.
  const cells = def.sample.map((row) => row.map((cell) => (/^-\d+(\.\d+)?$/.test(cell) ? new CsvNumber(cell) : cell)));
  return toCsv(def.columns.map((c) => c.name), cells);
}

export function templateFileName(type: ImportType): string {
  return `${type}-import-template.csv`;
}
