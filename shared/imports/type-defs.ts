import type { ImportType, ImportTypeDef } from './import-types.ts';
import type { ImportTable, RowsRead } from './read-table.ts';
import { driverImportDef, readDriverRows } from './types/driver.ts';
import { flatRatePaymentsImportDef, readFlatRatePaymentRows } from './types/flat-rate-payments.ts';
import { ivmrImportDef, readIvmrRows } from './types/ivmr.ts';
import { maintenanceImportDef, readMaintenanceRows } from './types/maintenance.ts';
import { payrollImportDef, readPayrollRows } from './types/payroll.ts';
import { readTractorExpenseRuleRows, tractorExpenseRulesImportDef } from './types/tractor-expense-rules.ts';
import { readTrimbleRows, trimbleImportDef } from './types/trimble.ts';
import { readVehicleRows, vehicleImportDef } from './types/vehicle.ts';

/** Every import type's columns, sample and rules, by type: the API, the workflows, the Imports page and the README read this. */
export const IMPORT_TYPE_DEFS: Readonly<Record<ImportType, ImportTypeDef>> = {
  maintenance: maintenanceImportDef,
  payroll: payrollImportDef,
  ivmr: ivmrImportDef,
  driver: driverImportDef,
  vehicle: vehicleImportDef,
  'tractor-expense-rules': tractorExpenseRulesImportDef,
  'flat-rate-payments': flatRatePaymentsImportDef,
  trimble: trimbleImportDef,
};

export function importTypeDef(type: ImportType): ImportTypeDef {
  return IMPORT_TYPE_DEFS[type];
}

/** What a reader may need beyond the file: the company's time zone places Trimble times written without one. */
export interface ReadOptions {
  readonly timeZone?: string;
}

const READERS: { readonly [K in ImportType]: (table: ImportTable, options: ReadOptions) => RowsRead<unknown> } = {
  maintenance: readMaintenanceRows,
  payroll: readPayrollRows,
  ivmr: readIvmrRows,
  driver: readDriverRows,
  vehicle: readVehicleRows,
  'tractor-expense-rules': readTractorExpenseRuleRows,
  'flat-rate-payments': readFlatRatePaymentRows,
  trimble: (table, options) => readTrimbleRows(table, options.timeZone),
};

/** A table's rows read by its type's rules (each type's own reader gives them typed). */
export function readRows(type: ImportType, table: ImportTable, options: ReadOptions = {}): RowsRead<unknown> {
  return READERS[type](table, options);
}
