import ExpandableSection from '@cloudscape-design/components/expandable-section';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState } from 'react';
import { createDriverBody, driverLookupBody } from '#shared/payroll-api/tools';
import { createDriverLookup, updateDriverLookup, type DriverLookupView } from '#web/api/payroll-rules.ts';
import { TextField } from '#web/components/Fields.tsx';
import { lookupText as t } from '#web/features/payroll/strings.ts';
import { draftOf, rateRowFields, rowOf, spotTierFields, type DraftRow } from '#web/features/payroll/rules/row-fields.ts';
import { RowsEditor } from '#web/features/payroll/rules/RowsEditor.tsx';
import { ScalarFields } from '#web/features/payroll/rules/ScalarFields.tsx';
import { driverIdentityFields, driverSpotFields, driverTimePayFields } from './lookup-fields.ts';
import { SaveModal } from '#web/components/SaveModal.tsx';
import { useSave } from './use-save.ts';

const SCALARS = [...driverIdentityFields, ...driverSpotFields, ...driverTimePayFields];
type Tables = { driverSpotRateTableConfig: DraftRow[]; soloRateTable: DraftRow[]; teamRateTable: DraftRow[] };

function tablesOf(driver: DriverLookupView | null): Tables {
  return {
    driverSpotRateTableConfig: (driver?.driverSpotRateTableConfig ?? []).map((r) => draftOf(spotTierFields, r)),
    soloRateTable: (driver?.soloRateTable ?? []).map((r) => draftOf(rateRowFields, r)),
    teamRateTable: (driver?.teamRateTable ?? []).map((r) => draftOf(rateRowFields, r)),
  };
}

/** The driver lookup editor: identity, spot and D&H pay, spot tiers, rate tables and time pay. */
export function DriverEditor({ driver, onClose, onSaved }: { driver: DriverLookupView | null; onClose: () => void; onSaved: () => void }) {
  const [driverId, setDriverId] = useState(driver?.DriverID ?? '');
  const [draft, setDraft] = useState<DraftRow>(() => draftOf(SCALARS, driver ?? { Active: true }));
  const [tables, setTables] = useState<Tables>(() => tablesOf(driver));
  const create = useSave(createDriverBody, (body) => createDriverLookup(body), onSaved);
  const update = useSave(driverLookupBody, (body) => updateDriverLookup(driver?.DriverID ?? '', body), onSaved);
  const active = driver ? update : create;
  const errors = active.errors;

  const save = () => {
    const body = {
      ...rowOf(SCALARS, draft),
      driverSpotRateTableConfig: tables.driverSpotRateTableConfig.map((r) => rowOf(spotTierFields, r)),
      soloRateTable: tables.soloRateTable.map((r) => rowOf(rateRowFields, r)),
      teamRateTable: tables.teamRateTable.map((r) => rowOf(rateRowFields, r)),
      ...(driver?.version !== undefined ? { version: driver.version } : {}),
    };
    void active.save(driver ? body : { DriverID: driverId.trim(), ...body });
  };
  const table = (key: keyof Tables, fields: typeof rateRowFields) => (
    <RowsEditor fields={fields} rows={tables[key]} onChange={(rows) => setTables((all) => ({ ...all, [key]: rows }))} errors={errors} prefix={key} />
  );

  return (
    <SaveModal header={driver ? t.drivers.edit(driver.DisplayName || driver.DriverID) : t.drivers.create} busy={active.busy} failure={active.failure} onSave={save} onClose={onClose} size="max">
      <SpaceBetween size="m">
        {!driver && <TextField label={t.drivers.id} value={driverId} onChange={setDriverId} error={errors.DriverID} />}
        <ExpandableSection headerText={t.drivers.sections.identity} defaultExpanded variant="container">
          <ScalarFields fields={driverIdentityFields} draft={draft} onChange={setDraft} errors={errors} columns={4} />
        </ExpandableSection>
        <ExpandableSection headerText={t.drivers.sections.spot} defaultExpanded variant="container">
          <ScalarFields fields={driverSpotFields} draft={draft} onChange={setDraft} errors={errors} columns={4} />
        </ExpandableSection>
        <ExpandableSection headerText={t.drivers.sections.tiers} headerDescription={t.drivers.tiersHint} variant="container" defaultExpanded={tables.driverSpotRateTableConfig.length > 0}>
          {table('driverSpotRateTableConfig', spotTierFields)}
        </ExpandableSection>
        <ExpandableSection headerText={t.drivers.sections.solo} headerDescription={t.drivers.tablesHint} variant="container" defaultExpanded={tables.soloRateTable.length > 0}>
          {table('soloRateTable', rateRowFields)}
        </ExpandableSection>
        <ExpandableSection headerText={t.drivers.sections.team} headerDescription={t.drivers.tablesHint} variant="container" defaultExpanded={tables.teamRateTable.length > 0}>
          {table('teamRateTable', rateRowFields)}
        </ExpandableSection>
        <ExpandableSection headerText={t.drivers.sections.time} variant="container">
          <ScalarFields fields={driverTimePayFields} draft={draft} onChange={setDraft} errors={errors} columns={3} />
        </ExpandableSection>
      </SpaceBetween>
    </SaveModal>
  );
}
