import { bonusButtonBody, type PayTableName, type WhatIf } from '#shared/payroll-api/tools';
import type { BonusButtonInput, DriverLookup, PayWeekInput } from '#shared/payroll/types';
import type { BonusButtonView } from '#web/api/payroll-rules.ts';
import { bonusBodyOf, bonusDraftOf, emptyBonusDraft, type BonusDraft } from '#web/features/payroll/rules/bonus/bonus-draft.ts';
import { draftOf, PAY_TABLE_FIELDS, rateRowFields, rowOf, spotTierFields, type DraftRow, type RowField } from '#web/features/payroll/rules/row-fields.ts';
import { driverSpotFields } from '#web/features/payroll/rules/lookups/lookup-fields.ts';

export const companyValueFields: RowField[] = [
  { key: 'spotTripRevFuelMultiplier', label: 'Spot trip revenue fuel multiplier', kind: 'number', optional: true, hint: 'Blank: the trip revenue multiplier, else 0.177.' },
  { key: 'tripRevMultiplier', label: 'Trip revenue fuel multiplier', kind: 'number', optional: true, hint: 'Blank: 0.177.' },
  { key: 'companyDefaultSpotPercentageRate', label: 'Default spot percentage rate', kind: 'number', optional: true },
  { key: 'companyDefaultSpotLivePayValue', label: 'Default spot live pay (USD)', kind: 'number', optional: true },
];

export interface DriverTables {
  driverSpotRateTableConfig: DraftRow[];
  soloRateTable: DraftRow[];
  teamRateTable: DraftRow[];
}

/** The one rule the clerk is changing, as an editable draft. */
export type RuleEdit =
  | { kind: 'table'; table: PayTableName; rows: DraftRow[] }
  | { kind: 'values'; draft: DraftRow }
  | { kind: 'bonus'; index: number | null; draft: BonusDraft }
  | { kind: 'driver'; driverId: string | null; draft: DraftRow; tables: DriverTables };

const BONUS_KEYS = new Set([...Object.keys(bonusButtonBody.shape), 'id']);

/** A scenario bonus button with only the fields the API's body takes. */
export function bonusOfScenario(input: BonusButtonInput): Record<string, unknown> {
  return Object.fromEntries(Object.entries(input).filter(([k, v]) => BONUS_KEYS.has(k) && v !== null && v !== undefined));
}

export function bonusDraftOfScenario(input: BonusButtonInput): BonusDraft {
  const { version: _v, ...draft } = bonusDraftOf({ ...bonusOfScenario(input), id: String(input.id ?? ''), label: String(input.label ?? '') } as Partial<BonusButtonView>);
  return draft;
}

export function tableEdit(scenario: PayWeekInput, table: PayTableName): RuleEdit {
  const rows = (scenario.company?.[table] ?? []) as Array<Record<string, unknown>>;
  return { kind: 'table', table, rows: rows.map((r) => draftOf(PAY_TABLE_FIELDS[table], r)) };
}

export function valuesEdit(scenario: PayWeekInput): RuleEdit {
  return { kind: 'values', draft: draftOf(companyValueFields, (scenario.company ?? {}) as Record<string, unknown>) };
}

export function bonusEdit(scenario: PayWeekInput, index: number | null): RuleEdit {
  const input = index === null ? undefined : scenario.bonusButtons?.[index];
  return { kind: 'bonus', index, draft: input ? bonusDraftOfScenario(input) : emptyBonusDraft() };
}

export function driverEdit(scenario: PayWeekInput, driverId: string | null): RuleEdit {
  const driver: DriverLookup | undefined = scenario.drivers.find((d) => String(d.DriverID) === driverId);
  const rows = (list: unknown, fields: RowField[]) => ((list ?? []) as Array<Record<string, unknown>>).map((r) => draftOf(fields, r));
  return {
    kind: 'driver',
    driverId,
    draft: draftOf(driverSpotFields, (driver ?? {}) as Record<string, unknown>),
    tables: { driverSpotRateTableConfig: rows(driver?.driverSpotRateTableConfig, spotTierFields), soloRateTable: rows(driver?.soloRateTable, rateRowFields), teamRateTable: rows(driver?.teamRateTable, rateRowFields) },
  };
}

/** The what-if request body for the edit (whatIfBody), before validation. */
export function whatIfBodyOf(edit: RuleEdit, scenario: PayWeekInput): WhatIf {
  switch (edit.kind) {
    case 'table':
      return { company: { [edit.table]: edit.rows.map((r) => rowOf(PAY_TABLE_FIELDS[edit.table], r)) } } as WhatIf;
    case 'values': {
      const values = rowOf(companyValueFields, edit.draft);
      // A cleared value means "not set" (null), so the engine falls back to its default.
      return { company: Object.fromEntries(companyValueFields.map((f) => [f.key, values[f.key] ?? null])) } as WhatIf;
    }
    case 'bonus': {
      const others = (scenario.bonusButtons ?? []).map((b, i) => (i === edit.index ? null : bonusOfScenario(b))).filter((b) => b !== null);
      const { version: _v, ...edited } = bonusBodyOf(edit.draft);
      return { bonusButtons: [...others, { ...edited, ...(edit.draft.id ? { id: edit.draft.id } : {}) }] } as WhatIf;
    }
    case 'driver':
      return {
        drivers: [
          {
            DriverID: edit.driverId ?? '',
            ...rowOf(driverSpotFields, edit.draft),
            driverSpotRateTableConfig: edit.tables.driverSpotRateTableConfig.map((r) => rowOf(spotTierFields, r)),
            soloRateTable: edit.tables.soloRateTable.map((r) => rowOf(rateRowFields, r)),
            teamRateTable: edit.tables.teamRateTable.map((r) => rowOf(rateRowFields, r)),
          },
        ],
      } as WhatIf;
  }
}

/** Where the API's and the schema's error keys of this edit start, e.g. `company.soloRateTable`. */
export function errorPrefixOf(edit: RuleEdit, scenario: PayWeekInput): string {
  switch (edit.kind) {
    case 'table':
      return `company.${edit.table}`;
    case 'values':
      return 'company';
    case 'bonus':
      return `bonusButtons.${(scenario.bonusButtons ?? []).length - (edit.index === null ? 0 : 1)}`;
    case 'driver':
      return 'drivers.0';
  }
}
