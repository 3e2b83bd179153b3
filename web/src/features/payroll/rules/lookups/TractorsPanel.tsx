import { useQuery } from '@tanstack/react-query';
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState } from 'react';
import { createTractorBody, tractorBody } from '#shared/payroll-api/tools';
import { createTractor, listTractors, updateTractor, type TractorView } from '#web/api/payroll-rules.ts';
import { DataTable, type DataColumn } from '#web/components/DataTable.tsx';
import { TextField } from '#web/components/Fields.tsx';
import { Loaded } from '#web/components/Loaded.tsx';
import { lookupText as t } from '#web/features/payroll/strings.ts';
import { draftOf, rowOf, type DraftRow } from '#web/features/payroll/rules/row-fields.ts';
import { ScalarFields } from '#web/features/payroll/rules/ScalarFields.tsx';
import { tractorFields } from './lookup-fields.ts';
import { SaveModal } from '#web/components/SaveModal.tsx';
import { useSave } from './use-save.ts';
import { payrollKeys } from '#web/features/payroll/query-keys.ts';

function TractorEditor({ tractor, onClose, onSaved }: { tractor: TractorView | null; onClose: () => void; onSaved: () => void }) {
  const [vehicleId, setVehicleId] = useState(tractor?.VehicleID ?? '');
  const [draft, setDraft] = useState<DraftRow>(() => draftOf(tractorFields, tractor ?? { Active: true }));
  const create = useSave(createTractorBody, (body) => createTractor(body), onSaved);
  const update = useSave(tractorBody, (body) => updateTractor(tractor?.VehicleID ?? '', body), onSaved);
  const active = tractor ? update : create;
  const save = () => void active.save(tractor ? rowOf(tractorFields, draft) : { VehicleID: vehicleId.trim().toUpperCase(), ...rowOf(tractorFields, draft) });
  return (
    <SaveModal header={tractor ? t.tractors.edit(tractor.VehicleID) : t.tractors.create} busy={active.busy} failure={active.failure} onSave={save} onClose={onClose}>
      <SpaceBetween size="m">
        {!tractor && <TextField label={t.tractors.id} value={vehicleId} onChange={setVehicleId} error={active.errors.VehicleID} constraint={t.tractors.idHint} />}
        <ScalarFields fields={tractorFields} draft={draft} onChange={setDraft} errors={active.errors} />
      </SpaceBetween>
    </SaveModal>
  );
}

/** The tractor lookup (id = the 6-character VehicleID). */
export function TractorsPanel() {
  const load = useQuery({ queryKey: payrollKeys.tractors, queryFn: listTractors });
  const [editing, setEditing] = useState<TractorView | null | 'new'>(null);
  const columns: DataColumn<TractorView>[] = [
    { id: 'id', header: t.tractors.id, cell: (v) => <Button variant="inline-link" onClick={() => setEditing(v)}>{v.VehicleID}</Button>, sortKey: (v) => v.VehicleID, width: 120 },
    { id: 'active', header: t.tractors.active, cell: (v) => <StatusIndicator type={v.Active ? 'success' : 'stopped'}>{v.Active ? t.tractors.active : t.tractors.inactive}</StatusIndicator>, sortKey: (v) => (v.Active ? 0 : 1), width: 120 },
    { id: 'domicile', header: 'Domicile', cell: (v) => v.Domicile, sortKey: (v) => v.Domicile, width: 120 },
    { id: 'vin', header: 'VIN', cell: (v) => v.Vin, text: (v) => v.Vin },
    { id: 'unit', header: 'Year / make / model', cell: (v) => [v.Year, v.Make, v.Model].filter(Boolean).join(' '), text: (v) => `${v.Make ?? ''} ${v.Model ?? ''}` },
    { id: 'plate', header: 'Plate', cell: (v) => v.LicensePlateNo ?? '', width: 110 },
  ];
  return (
    <>
      <Loaded query={load} feature={t.tractors.header}>
        {(tractors) => (
          <DataTable
            items={tractors}
            columns={columns}
            trackBy="VehicleID"
            header={<Header variant="h2" counter={`(${tractors.length})`} actions={<Button onClick={() => setEditing('new')}>{t.tractors.create}</Button>}>{t.tractors.header}</Header>}
            filterNoun="tractors" preferencesKey="tractors"
            empty={t.tractors.empty}
            defaultSort={{ column: 'id' }}
          />
        )}
      </Loaded>
      {editing && (
        <TractorEditor
          tractor={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void load.refetch();
          }}
        />
      )}
    </>
  );
}
