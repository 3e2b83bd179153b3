import { csvCellOf, type CsvCell } from '#shared/csv/write-csv';
import { STATEMENT_COLUMNS } from '#shared/statement/columns';
import type { LedgerChange, RawItem } from '#lambdas/imports/pipeline/target';

const CSV_COLUMNS = STATEMENT_COLUMNS.map((c) => c.name);

/** The batch's trips and fuel purchases as a statement in the statement's own columns (trips first, each in statement order). */
export function payrollExportRows(changes: readonly LedgerChange[]): CsvCell[][] {
  const of = (entity: string) => changes.map((c) => c.after).filter((a) => a.__edb_e__ === entity).sort((a, b) => Number(a.StatementOrderIndex) - Number(b.StatementOrderIndex));
  const line = (recordType: string, item: RawItem) =>
    CSV_COLUMNS.map((name): CsvCell => {
      if (name === 'RecordType') return recordType;
      if (name === 'FromCarrier') return item.FromCarrier === true ? 'Y' : item.FromCarrier === false ? 'N' : '';
      return csvCellOf(item[name]);
    });
  return [CSV_COLUMNS, ...of('tripLog').map((t) => line('TRIP', t)), ...of('fuelLog').map((f) => line('FUEL', f))];
}
