import type * as z from 'zod';
import type { ImportTypeDef } from '#shared/imports/import-types';
import type { ImportTable, RowsRead } from '#shared/imports/read-table';
import { columnByField, given, parsedRow, readRowsBy, type Built, type RowValues } from '#shared/imports/row-reader';
import { legPayoutRowSchema } from '#shared/payroll-api/pay-table-rows';
import { legKey } from '#shared/payroll/company-context';

export const flatRatePaymentsImportDef: ImportTypeDef = {
  type: 'flat-rate-payments',
  label: 'Leg flat payouts',
  minRole: 2,
  describes:
    'Each row is the flat payout of one linehaul leg (origin → destination) in the company’s leg payout table. A leg already in the table (codes compared as the pay engine compares them: leading zeros and case ignored) is updated; any other row adds a leg.',
  columns: [
    { name: 'LegOrg', kind: 'text', required: true, meaning: 'leg origin code, as on the settlement statement', aliases: ['Origin', 'From', 'LegOrigin'] },
    { name: 'LegDest', kind: 'text', required: true, meaning: 'leg destination code, as on the settlement statement', aliases: ['Destination', 'To', 'LegDes', 'LegDestination'] },
    { name: 'Payout', kind: 'money', required: true, meaning: 'flat pay for the leg, dollars', aliases: ['Amount', 'FlatRate', 'Pay'] },
  ],
  sample: [
    ['PHX', 'ELP', '385.00'],
    ['ELP', 'PHX', '385.00'],
    ['PHX', 'ABQ', '420.50'],
  ],
};

export type FlatRatePaymentRow = z.output<typeof legPayoutRowSchema>;

const FIELD_COLUMNS = { legOrg: 'LegOrg', legDes: 'LegDest', payout: 'Payout' };

function buildLeg(values: RowValues): Built<FlatRatePaymentRow> {
  const text = (name: string) => (values[name] === undefined ? undefined : String(values[name]));
  return parsedRow(legPayoutRowSchema, given({ legOrg: text('LegOrg'), legDes: text('LegDest'), payout: values.Payout }), columnByField(FIELD_COLUMNS, 'LegOrg'));
}

/** Leg payout rows as the pay tables editor's schema (legPayoutRowSchema) reads them; a leg appears once. */
export function readFlatRatePaymentRows(table: ImportTable): RowsRead<FlatRatePaymentRow> {
  return readRowsBy(table, {
    def: flatRatePaymentsImportDef,
    maxText: { LegOrg: 60, LegDest: 60 },
    build: buildLeg,
    duplicates: [{ column: 'LegDest', key: (r) => legKey(r.legOrg, r.legDes), what: (r) => `Leg ${r.legOrg} → ${r.legDes}` }],
  });
}
