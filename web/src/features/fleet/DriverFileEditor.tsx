import { useMutation } from '@tanstack/react-query';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState } from 'react';
import { driverFileBody, newDriverFileBody, type DriverFile } from '#shared/fleet/driver-file';
import { fleetApi } from '#web/api/fleet.ts';
import { CheckField, TextField } from '#web/components/Fields.tsx';
import { SaveModal } from '#web/components/SaveModal.tsx';
import { checkFields, saveFailureOf, type SaveFailure } from '#web/features/payroll/common/field-errors.ts';
import { driverText as t } from './strings.ts';

const TEXT = [
  ['FirstName', t.firstName, undefined],
  ['LastName', t.lastName, undefined],
  ['DisplayName', t.displayName, undefined],
  ['Phone', t.phone, undefined],
  ['Domicile', t.domiciles, t.domicilesHint],
  ['HireDate', t.hireDate, t.dateHint],
  ['OriginalHireDate', t.originalHireDate, t.dateHint],
  ['TermDate', t.termDate, t.dateHint],
  ['cdlExpDate', t.cdl, t.dateHint],
  ['medExpDate', t.med, t.dateHint],
] as const;
type TextKey = (typeof TEXT)[number][0];
type Draft = Record<TextKey | 'DriverID', string> & { Active: boolean; TermStatus: boolean };

function draftOf(file: DriverFile | null): Draft {
  const s = (v: string | undefined) => v ?? '';
  return {
    DriverID: s(file?.DriverID), FirstName: s(file?.FirstName), LastName: s(file?.LastName), DisplayName: s(file?.DisplayName), Phone: s(file?.Phone), Domicile: s(file?.Domicile),
    HireDate: s(file?.HireDate), OriginalHireDate: s(file?.OriginalHireDate), TermDate: s(file?.TermDate), cdlExpDate: s(file?.cdlExpDate), medExpDate: s(file?.medExpDate),
    Active: file?.Active ?? true, TermStatus: file?.TermStatus ?? false,
  };
}

function bodyOf(draft: Draft, file: DriverFile | null): Record<string, unknown> {
  const { DriverID, ...rest } = draft;
  const fields = Object.fromEntries(Object.entries(rest).filter(([k, v]) => v !== '' || k === 'Phone' || k === 'Domicile'));
  return file ? { ...fields, ...(file.uid ? { uid: file.uid } : {}), version: file.version } : { DriverID, ...fields };
}

/** Add a driver's file or edit it under its version lock; pay settings are not here. */
export function DriverFileEditor({ file, onClose, onSaved }: { file: DriverFile | null; onClose: () => void; onSaved: () => void }) {
  const [draft, setDraft] = useState(() => draftOf(file));
  const [invalid, setInvalid] = useState<SaveFailure | null>(null);
  const mutation = useMutation({
    mutationFn: (body: Record<string, unknown>) => (file ? fleetApi.editDriver(file.DriverID, body as never) : fleetApi.addDriver(body as never)),
    onSuccess: onSaved,
  });
  const failure = invalid ?? (mutation.isError ? saveFailureOf(mutation.error) : null);
  const errors = failure?.fields ?? {};
  const save = () => {
    const body = bodyOf(draft, file);
    const checked = checkFields(file ? driverFileBody : newDriverFileBody, body);
    if (!checked.ok) {
      mutation.reset();
      setInvalid({ fields: checked.fields, message: null, conflict: false });
      return;
    }
    setInvalid(null);
    mutation.mutate(body);
  };
  return (
    <SaveModal header={file ? t.edit(file.DisplayName) : t.add} busy={mutation.isPending} failure={failure} onSave={save} onClose={onClose}>
      <SpaceBetween size="m">
        <ColumnLayout columns={2}>
          {!file && <TextField label={t.id} value={draft.DriverID} onChange={(DriverID) => setDraft({ ...draft, DriverID })} error={errors.DriverID} constraint={t.idHint} />}
          {TEXT.map(([key, label, hint]) => (
            <TextField key={key} label={label} value={draft[key]} onChange={(value) => setDraft({ ...draft, [key]: value })} error={errors[key]} {...(hint ? { constraint: hint } : {})} />
          ))}
        </ColumnLayout>
        <CheckField label={t.active} checked={draft.Active} onChange={(Active) => setDraft({ ...draft, Active })} />
        <CheckField label={t.terminated} checked={draft.TermStatus} onChange={(TermStatus) => setDraft({ ...draft, TermStatus })} />
      </SpaceBetween>
    </SaveModal>
  );
}
