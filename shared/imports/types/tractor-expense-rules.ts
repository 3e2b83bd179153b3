import * as z from 'zod';
import type { ImportTypeDef } from '#shared/imports/import-types';
import type { Cell, ImportTable, RowsRead } from '#shared/imports/read-table';
import { columnByField, given, padNumberCell, parsedRow, readRowsBy, type Built, type RowValues } from '#shared/imports/row-reader';
import { LIMITS } from '#shared/validation/bounds';

export const tractorExpenseRulesImportDef: ImportTypeDef = {
  type: 'tractor-expense-rules',
  label: 'Tractor expense rules',
  minRole: 2,
  describes:
    'Each row is one recurring cost of a tractor (or of every tractor, VehicleID *): truck payment, insurance, permits… A rule already stored for the same VehicleID and ExpenseName is updated; any other row creates a rule.',
  columns: [
    { name: 'VehicleID', kind: 'text', required: true, meaning: 'tractor number (6 letters or digits), or * for every tractor', aliases: ['Tractor', 'TractorID', 'Unit', 'Truck'] },
    { name: 'ExpenseName', kind: 'text', required: true, meaning: 'what the cost is, e.g. Truck payment', aliases: ['Expense', 'Name'] },
    { name: 'Amount', kind: 'money', required: true, meaning: 'dollars per basis, 0 or more', aliases: ['Cost'] },
    { name: 'Basis', kind: 'text', required: true, meaning: 'week, month or mile', aliases: ['Per', 'Frequency'] },
    { name: 'StartDate', kind: 'date', required: true, meaning: 'first day the rule applies', aliases: ['Start', 'From'] },
    { name: 'EndDate', kind: 'date', required: false, meaning: 'last day it applies, on or after StartDate; blank = open', aliases: ['End', 'To'] },
    { name: 'Notes', kind: 'text', required: false, meaning: 'anything to remember about it' },
  ],
  sample: [
    ['410200', 'Truck payment', '2150.00', 'month', '2025-01-01', '2029-12-31', 'Lease 60 months'],
    ['*', 'Insurance', '412.50', 'week', '2025-01-01', '', 'Fleet policy'],
    ['410201', 'Tires reserve', '0.02', 'mile', '2025-03-01', '', ''],
  ],
};

const BASES = ['week', 'month', 'mile'] as const;
const dollars = z
  .number()
  .finite()
  .min(0, 'An amount is not negative.')
  .max(LIMITS.amount, 'At most a billion dollars.')
  .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, 'At most two decimals (whole cents).');

/** A tractor expense rule as the entity stores it (tractorExpenseRule). */
export const tractorExpenseRuleSchema = z
  .strictObject({
    VehicleID: z.string().trim().toUpperCase().regex(/^(\*|[A-Z0-9]{6})$/, 'A tractor number is exactly 6 letters or digits, or * for every tractor.'),
    expenseName: z.string().trim().min(1, 'ExpenseName is required.').max(80, 'At most 80 characters.'),
    amount: dollars,
    basis: z.enum(BASES, { error: 'Basis is week, month or mile.' }),
    startDate: z.iso.date(),
    endDate: z.iso.date().optional(),
    notes: z.string().trim().max(500, 'At most 500 characters.').optional(),
  })
  .refine((r) => r.endDate === undefined || r.endDate >= r.startDate, { message: 'EndDate is before StartDate.', path: ['endDate'] });
export type TractorExpenseRuleRow = z.output<typeof tractorExpenseRuleSchema>;

const FIELD_COLUMNS = { expenseName: 'ExpenseName', amount: 'Amount', basis: 'Basis', startDate: 'StartDate', endDate: 'EndDate', notes: 'Notes' };
const BASIS_WORDS: Readonly<Record<string, (typeof BASES)[number]>> = { week: 'week', weekly: 'week', month: 'month', monthly: 'month', mile: 'mile', permile: 'mile', mi: 'mile' };

function buildRule(values: RowValues, cells: Readonly<Record<string, Cell>>): Built<TractorExpenseRuleRow> {
  const basis = values.Basis === undefined ? undefined : (BASIS_WORDS[String(values.Basis).toLowerCase().replace(/[^a-z]/g, '')] ?? String(values.Basis));
  return parsedRow(
    tractorExpenseRuleSchema,
    given({
      VehicleID: padNumberCell(cells.VehicleID, values.VehicleID, 6),
      expenseName: values.ExpenseName === undefined ? undefined : String(values.ExpenseName),
      amount: values.Amount,
      basis,
      startDate: values.StartDate,
      endDate: values.EndDate,
      notes: values.Notes === undefined ? undefined : String(values.Notes),
    }),
    columnByField(FIELD_COLUMNS, 'VehicleID'),
  );
}

/** Expense rule rows; a tractor's expense appears once (names compared without case). */
export function readTractorExpenseRuleRows(table: ImportTable): RowsRead<TractorExpenseRuleRow> {
  return readRowsBy(table, {
    def: tractorExpenseRulesImportDef,
    maxText: { VehicleID: 20, ExpenseName: 80, Basis: 20, Notes: 500 },
    build: buildRule,
    duplicates: [{ column: 'ExpenseName', key: (r) => `${r.VehicleID}\u0000${r.expenseName.toLowerCase()}`, what: (r) => `${r.expenseName} of ${r.VehicleID === '*' ? 'every tractor' : `tractor ${r.VehicleID}`}` }],
  });
}
