import FormField from '@cloudscape-design/components/form-field';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { PAY_TABLE_NAMES, type PayTableName } from '#shared/payroll-api/tools';
import type { PayWeekInput } from '#shared/payroll/types';
import type { FieldErrors } from '#web/features/payroll/common/field-errors.ts';
import { BonusButtonForm } from '#web/features/payroll/rules/bonus/BonusButtonForm.tsx';
import { driverSpotFields } from '#web/features/payroll/rules/lookups/lookup-fields.ts';
import { PAY_TABLE_FIELDS, rateRowFields, spotTierFields } from '#web/features/payroll/rules/row-fields.ts';
import { RowsEditor } from '#web/features/payroll/rules/RowsEditor.tsx';
import { ScalarFields } from '#web/features/payroll/rules/ScalarFields.tsx';
import type { LookupOptions } from '#web/features/payroll/rules/use-lookup-options.ts';
import { lookupText, rulesText, whatIfText as t } from '#web/features/payroll/strings.ts';
import { bonusEdit, companyValueFields, driverEdit, tableEdit, valuesEdit, type RuleEdit } from './what-if-edit.ts';

/** Errors under `prefix.` with the prefix taken off, for an editor that names its own fields. */
function under(errors: FieldErrors, prefix: string): FieldErrors {
  const out: FieldErrors = {};
  for (const [key, message] of Object.entries(errors)) if (key.startsWith(`${prefix}.`)) out[key.slice(prefix.length + 1)] = message;
  return out;
}

const KINDS: Array<RuleEdit['kind']> = ['table', 'values', 'bonus', 'driver'];

interface Props {
  scenario: PayWeekInput;
  edit: RuleEdit;
  onChange: (edit: RuleEdit) => void;
  errors: FieldErrors;
  prefix: string;
  lookups: LookupOptions;
}

/** Pick the rule to change and edit it with the same editors the pay rules use. */
export function WhatIfRuleEditor({ scenario, edit, onChange, errors, prefix, lookups }: Props) {
  const start = (kind: RuleEdit['kind']) => onChange(kind === 'table' ? tableEdit(scenario, 'soloRateTable') : kind === 'values' ? valuesEdit(scenario) : kind === 'bonus' ? bonusEdit(scenario, scenario.bonusButtons?.length ? 0 : null) : driverEdit(scenario, null));
  const own = under(errors, prefix);
  const buttons = scenario.bonusButtons ?? [];
  return (
    <SpaceBetween size="m">
      <FormField label={t.rule}>
        <Select selectedOption={{ value: edit.kind, label: t.kinds[edit.kind] ?? edit.kind }} options={KINDS.map((k) => ({ value: k, label: t.kinds[k] ?? k }))} onChange={({ detail }) => start(detail.selectedOption.value as RuleEdit['kind'])} ariaLabel={t.rule} />
      </FormField>
      {edit.kind === 'table' && (
        <>
          <FormField label={t.table}>
            <Select
              selectedOption={{ value: edit.table, label: rulesText.payTables.names[edit.table] ?? edit.table }}
              options={PAY_TABLE_NAMES.map((n) => ({ value: n, label: rulesText.payTables.names[n] ?? n }))}
              onChange={({ detail }) => onChange(tableEdit(scenario, detail.selectedOption.value as PayTableName))}
              ariaLabel={t.table}
            />
          </FormField>
          <RowsEditor fields={PAY_TABLE_FIELDS[edit.table]} rows={edit.rows} onChange={(rows) => onChange({ ...edit, rows })} errors={errors} prefix={prefix} />
        </>
      )}
      {edit.kind === 'values' && <ScalarFields fields={companyValueFields} draft={edit.draft} onChange={(draft) => onChange({ ...edit, draft })} errors={own} columns={2} />}
      {edit.kind === 'bonus' && (
        <>
          <FormField label={t.bonus}>
            <Select
              selectedOption={{ value: String(edit.index ?? 'new'), label: edit.index === null ? t.newBonus : String(buttons[edit.index]?.label ?? '') }}
              options={[...buttons.map((b, i) => ({ value: String(i), label: String(b.label ?? i) })), { value: 'new', label: t.newBonus }]}
              onChange={({ detail }) => onChange(bonusEdit(scenario, detail.selectedOption.value === 'new' ? null : Number(detail.selectedOption.value)))}
              ariaLabel={t.bonus}
            />
          </FormField>
          <BonusButtonForm draft={edit.draft} onChange={(draft) => onChange({ ...edit, draft })} errors={own} lookups={lookups} />
        </>
      )}
      {edit.kind === 'driver' && (
        <>
          <FormField label={t.driver} errorText={own.DriverID}>
            <Select
              selectedOption={edit.driverId ? { value: edit.driverId, label: String(scenario.drivers.find((d) => String(d.DriverID) === edit.driverId)?.DisplayName ?? edit.driverId) } : null}
              options={scenario.drivers.map((d) => ({ value: String(d.DriverID), label: `${d.DisplayName ?? ''} (${d.DriverID})` }))}
              filteringType="auto"
              placeholder={t.chooseDriver}
              onChange={({ detail }) => onChange(driverEdit(scenario, detail.selectedOption.value ?? null))}
              ariaLabel={t.driver}
            />
          </FormField>
          {edit.driverId && (
            <>
              <ScalarFields fields={driverSpotFields} draft={edit.draft} onChange={(draft) => onChange({ ...edit, draft })} errors={own} columns={4} />
              <FormField label={lookupText.drivers.sections.tiers} description={lookupText.drivers.tiersHint}>
                <RowsEditor fields={spotTierFields} rows={edit.tables.driverSpotRateTableConfig} onChange={(rows) => onChange({ ...edit, tables: { ...edit.tables, driverSpotRateTableConfig: rows } })} errors={own} prefix="driverSpotRateTableConfig" />
              </FormField>
              <FormField label={lookupText.drivers.sections.solo} description={lookupText.drivers.tablesHint}>
                <RowsEditor fields={rateRowFields} rows={edit.tables.soloRateTable} onChange={(rows) => onChange({ ...edit, tables: { ...edit.tables, soloRateTable: rows } })} errors={own} prefix="soloRateTable" />
              </FormField>
              <FormField label={lookupText.drivers.sections.team} description={lookupText.drivers.tablesHint}>
                <RowsEditor fields={rateRowFields} rows={edit.tables.teamRateTable} onChange={(rows) => onChange({ ...edit, tables: { ...edit.tables, teamRateTable: rows } })} errors={own} prefix="teamRateTable" />
              </FormField>
            </>
          )}
        </>
      )}
    </SpaceBetween>
  );
}
