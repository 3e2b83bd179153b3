import { useMutation } from '@tanstack/react-query';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState } from 'react';
import { newTractorBody, tractorEditBody, type FleetTractor } from '#shared/fleet/tractor-api';
import { fleetApi } from '#web/api/fleet.ts';
import { CheckField, TextField } from '#web/components/Fields.tsx';
import { SaveModal } from '#web/components/SaveModal.tsx';
import { checkFields, saveFailureOf, type SaveFailure } from '#web/features/payroll/common/field-errors.ts';
import { manageText as m, tractorText as t } from './strings.ts';

const TEXT_FIELDS = [
  ['Domicile', t.domicile],
  ['Make', m.make],
  ['Model', m.model],
  ['LicensePlateNo', t.plate],
  ['FuelCardNo', t.fuelCard],
  ['VedrSerial', t.vedr],
  ['EldSerial', t.eld],
] as const;

type Draft = Record<'VehicleID' | 'Vin' | 'Year' | (typeof TEXT_FIELDS)[number][0], string> & { Active: boolean };

function draftOf(tractor: FleetTractor | null): Draft {
  const text = (v: string | number | undefined) => (v === undefined ? '' : String(v));
  return {
    VehicleID: text(tractor?.VehicleID), Vin: text(tractor?.Vin), Year: text(tractor?.Year), Active: tractor?.Active ?? true,
    Domicile: text(tractor?.Domicile), Make: text(tractor?.Make), Model: text(tractor?.Model), LicensePlateNo: text(tractor?.LicensePlateNo),
    FuelCardNo: text(tractor?.FuelCardNo), VedrSerial: text(tractor?.VedrSerial), EldSerial: text(tractor?.EldSerial),
  };
}

/** The body the API reads: blanks left out, the year as a number when it is one. */
function bodyOf(draft: Draft, tractor: FleetTractor | null): Record<string, unknown> {
  const { VehicleID, Year, ...rest } = draft;
  const fields = Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== ''));
  const year = Year.trim() === '' ? {} : { Year: /^\d+$/.test(Year.trim()) ? Number(Year) : Year };
  return tractor ? { ...fields, ...year, version: tractor.version } : { VehicleID, ...fields, ...year };
}

/** Add a tractor, or edit one under its version lock (deactivate by clearing Active). */
export function TractorEditor({ tractor, onClose, onSaved }: { tractor: FleetTractor | null; onClose: () => void; onSaved: () => void }) {
  const [draft, setDraft] = useState(() => draftOf(tractor));
  const [invalid, setInvalid] = useState<SaveFailure | null>(null);
  const mutation = useMutation({
    mutationFn: (body: Record<string, unknown>) => (tractor ? fleetApi.editTractor(tractor.VehicleID, body as never) : fleetApi.addTractor(body as never)),
    onSuccess: onSaved,
  });
  const failure = invalid ?? (mutation.isError ? saveFailureOf(mutation.error) : null);
  const errors = failure?.fields ?? {};
  const save = () => {
    const checked = checkFields(tractor ? tractorEditBody : newTractorBody, bodyOf(draft, tractor));
    if (!checked.ok) {
      mutation.reset();
      setInvalid({ fields: checked.fields, message: null, conflict: false });
      return;
    }
    setInvalid(null);
    mutation.mutate(bodyOf(draft, tractor));
  };
  const set = (key: keyof Draft) => (value: string) => setDraft({ ...draft, [key]: value });
  return (
    <SaveModal header={tractor ? m.edit(tractor.VehicleID) : m.add} busy={mutation.isPending} failure={failure} onSave={save} onClose={onClose}>
      <SpaceBetween size="m">
        <ColumnLayout columns={2}>
          {!tractor && <TextField label={t.id} value={draft.VehicleID} onChange={set('VehicleID')} error={errors.VehicleID} constraint={m.idHint} />}
          <TextField label={t.vin} value={draft.Vin} onChange={set('Vin')} error={errors.Vin} constraint={m.vinHint} />
          <TextField label={m.year} value={draft.Year} onChange={set('Year')} error={errors.Year} numeric />
          {TEXT_FIELDS.map(([key, label]) => <TextField key={key} label={label} value={draft[key]} onChange={set(key)} error={errors[key]} />)}
        </ColumnLayout>
        <CheckField label={m.active} description={m.activeHint} checked={draft.Active} onChange={(Active) => setDraft({ ...draft, Active })} />
      </SpaceBetween>
    </SaveModal>
  );
}
