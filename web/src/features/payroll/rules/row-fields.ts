import { LIVE_LOAD_TYPES, PAY_TYPES, type PayTableName } from '#shared/payroll-api/tools';

/** One column of an editable table of pay rules; numbers are edited as text and converted on save. */
export interface RowField {
  key: string;
  label: string;
  kind: 'number' | 'text' | 'select' | 'checkbox';
  options?: readonly string[];
  /** Left out of the saved row when blank (optional numbers and texts). */
  optional?: boolean;
  hint?: string;
}

export type DraftRow = Record<string, string | boolean>;

const rateRow: RowField[] = [
  { key: 'mileRangeStart', label: 'Miles from', kind: 'number' },
  { key: 'mileRangeEnd', label: 'Miles to', kind: 'number' },
  { key: 'payRate', label: 'Rate per mile', kind: 'number' },
];

export const spotTierFields: RowField[] = [
  { key: 'tierName', label: 'Tier name', kind: 'text', optional: true },
  { key: 'mileRangeStart', label: 'Miles from', kind: 'number' },
  { key: 'mileRangeEnd', label: 'Miles to', kind: 'number' },
  { key: 'payType', label: 'Pay type', kind: 'select', options: PAY_TYPES },
  { key: 'payRate', label: 'Rate', kind: 'number' },
  { key: 'includeLiveLoad', label: 'Live load', kind: 'checkbox' },
  { key: 'liveLoadType', label: 'Live load type', kind: 'select', options: LIVE_LOAD_TYPES, optional: true },
  { key: 'liveLoadRate', label: 'Live load rate', kind: 'number', optional: true },
];

/** The columns of each company pay table (spec part 2 §3, stored one item per row). */
export const PAY_TABLE_FIELDS: Record<PayTableName, RowField[]> = {
  soloRateTable: rateRow,
  teamRateTable: rateRow,
  LegPayoutTable: [
    { key: 'legOrg', label: 'Leg origin', kind: 'text' },
    { key: 'legDes', label: 'Leg destination', kind: 'text' },
    { key: 'payout', label: 'Payout (USD)', kind: 'number' },
  ],
  DropAndHookTable: [
    { key: 'ratePaid', label: 'Rate paid (USD)', kind: 'number' },
    { key: 'payout', label: 'Payout (USD)', kind: 'number' },
  ],
  SpotPayoutTable: [
    { key: 'spotName', label: 'Spot name', kind: 'text' },
    { key: 'siteName', label: 'Site', kind: 'text', optional: true },
    { key: 'payType', label: 'Pay type', kind: 'select', options: PAY_TYPES },
    { key: 'payRate', label: 'Rate', kind: 'number', optional: true },
    { key: 'payout', label: 'Payout (USD)', kind: 'number' },
  ],
  spotRateTableConfig: spotTierFields,
};

export const rateRowFields = rateRow;

/** A stored row as a draft: numbers become text so the clerk can type freely. */
export function draftOf(fields: RowField[], row: object): DraftRow {
  const draft: DraftRow = {};
  for (const f of fields) {
    const value = (row as Record<string, unknown>)[f.key];
    draft[f.key] = f.kind === 'checkbox' ? value === true : value === null || value === undefined ? '' : String(value);
  }
  return draft;
}

export function emptyDraft(fields: RowField[]): DraftRow {
  return draftOf(fields, {});
}

/**
 * A draft back to the row the API takes. Text that is not a number stays text, so the schema names the
 * field instead of the value silently becoming 0.
 */
export function rowOf(fields: RowField[], draft: DraftRow): Record<string, unknown> {
  const row: Record<string, unknown> = {};
  for (const f of fields) {
    const value = draft[f.key];
    if (f.kind === 'checkbox') {
      row[f.key] = value === true;
      continue;
    }
    const text = typeof value === 'string' ? value.trim() : '';
    if (text === '' && f.optional) continue;
    if (f.kind === 'number') row[f.key] = text === '' ? undefined : Number.isFinite(Number(text)) ? Number(text) : text;
    else row[f.key] = text;
  }
  return row;
}
